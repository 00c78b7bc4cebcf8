import { randomBytes } from 'node:crypto';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  nodeEnv: string;
  logLevel: string;
  /** Folder of the built SPA (vite build output). */
  distDir: string;
  /** Public origin used in links sent by e-mail and in Open Graph tags. */
  publicUrl: string;
  /** SMTP server for outgoing mail (nodemailer URL); unset keeps mail in the local outbox. */
  smtpUrl?: string;
  /** Sender of outgoing mail. */
  mailFrom: string;
  /** reCAPTCHA keys; when both are set the forms use reCAPTCHA, otherwise the self-hosted ALTCHA. */
  recaptcha?: { siteKey: string; secretKey: string; verifyUrl: string };
  /** HMAC secret that signs ALTCHA challenges; every server process must share it. */
  captchaSecret: string;
}

export class ConfigError extends Error {}

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new ConfigError(`PORT no es un puerto válido: ${value}`);
  return n;
}

/** Reads the configuration from environment variables, with safe defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const p = port(env.PORT, 3000);
  return {
    port: p,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    nodeEnv: env.NODE_ENV || 'development',
    logLevel: env.LOG_LEVEL || 'info',
    distDir: path.resolve(env.DIST_DIR || './dist'),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${p}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Viziona <no-responder@viziona.com.co>',
    recaptcha:
      env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY
        ? {
            siteKey: env.RECAPTCHA_SITE_KEY,
            secretKey: env.RECAPTCHA_SECRET_KEY,
            verifyUrl: env.RECAPTCHA_VERIFY_URL || 'https://www.google.com/recaptcha/api/siteverify',
          }
        : undefined,
    captchaSecret: env.CAPTCHA_SECRET || randomBytes(32).toString('hex'),
  };
}
