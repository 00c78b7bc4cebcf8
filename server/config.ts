import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { loadPaymentsConfig, PaymentsConfigError, type PaymentsConfig } from './payments/config.ts';
import { parseTotpKeys, TotpKeysError, type TotpKeyRing } from './staff/accounts/totp-secrets.ts';

export interface Config {
  port: number;
  /** A port of its own for GET /api/v1/health, answered off the HTTP loop (server/plugins/health-listener.ts); unset: none. */
  healthPort?: number;
  /** Prometheus metrics (GET /metrics) on a port of their own (METRICS_PORT), never on PORT; unset: none. */
  metrics?: { port: number; host: string };
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
  /**
   * The proxies whose forwarding headers (X-Forwarded-For, -Proto, -Host) are believed: addresses
   * or CIDR ranges, or a hop count. false (the default) believes none: the peer address counts.
   */
  trustProxy: false | number | string[];
  /** HMAC key of stored verification codes: from the environment, never the database (see docs/configuration.md). */
  codeSecret: string;
  /** How long a seat hold lasts (HOLD_SECONDS, 1…600; 600 unless a test shortens it). */
  holdSeconds: number;
  /** Whether this process runs the periodic jobs (JOBS=off turns them off; tests build with false). */
  jobs: boolean;
  /** Server processes sharing the port (WORKERS, PostgreSQL only; 1: this process serves alone). */
  workers: number;
  /** Payment gateway and the keys of its signed confirmations. */
  payments: PaymentsConfig;
  /** Ed25519 private key (PEM) that signs ticket codes; unset: a key pair generated once and kept in the database. */
  ticketSigningKey?: string;
  /**
   * Keys that seal the staff's TOTP secrets in the database (STAFF_TOTP_KEYS; required in
   * production). Unset elsewhere: the server makes a development key in the data folder at start
   * (server/staff/accounts/totp-dev-key.ts).
   */
  staffTotpKeys?: TotpKeyRing;
}

export class ConfigError extends Error {}

function port(value: string | undefined, fallback: number, name = 'PORT'): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new ConfigError(`${name} no es un puerto válido: ${value}`);
  return n;
}

/** HEALTH_PORT: one process answers it, so not with several (WORKERS). */
function healthPort(value: string | undefined, serverPort: number, workerCount: number): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = port(value, 0, 'HEALTH_PORT');
  if (workerCount > 1) throw new ConfigError('HEALTH_PORT requiere WORKERS=1: lo atiende un solo proceso.');
  if (n !== 0 && n === serverPort) throw new ConfigError('HEALTH_PORT debe ser distinto de PORT.');
  return n;
}

/**
 * METRICS_PORT and METRICS_HOST: the metrics are for the operator's Prometheus, so they listen on
 * the loopback interface unless METRICS_HOST names another (a private one: nothing guards them).
 */
function metrics(env: NodeJS.ProcessEnv, serverPort: number): Config['metrics'] {
  if (env.METRICS_PORT === undefined || env.METRICS_PORT === '') return undefined;
  const n = port(env.METRICS_PORT, 0, 'METRICS_PORT');
  if (n !== 0 && (n === serverPort || n === Number(env.HEALTH_PORT))) throw new ConfigError('METRICS_PORT debe ser distinto de PORT y de HEALTH_PORT.');
  return { port: n, host: env.METRICS_HOST || '127.0.0.1' };
}

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function proxyEntryValid(entry: string): boolean {
  if (proxyNames.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or empty trusts no proxy; a whole number trusts that many hops in front of the
 * server; otherwise a comma-separated list of proxy addresses, CIDR ranges or the names loopback,
 * linklocal, uniquelocal. "Trust everything" is refused: any client could then pick its own address.
 */
export function trustProxy(value: string | undefined): Config['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((e) => e.trim()).filter(Boolean);
  const wrong = entries.filter((e) => !proxyEntryValid(e));
  if (wrong.length > 0 || entries.length === 0) {
    throw new ConfigError(
      `TRUST_PROXY debe ser un número de saltos o una lista de direcciones o rangos CIDR de tus proxies; no se entiende: ${wrong.join(', ') || text}`,
    );
  }
  return entries;
}

function payments(env: NodeJS.ProcessEnv): PaymentsConfig {
  try {
    return loadPaymentsConfig(env);
  } catch (err) {
    throw err instanceof PaymentsConfigError ? new ConfigError(err.message) : err;
  }
}

/** The spec's hold is 600 s; HOLD_SECONDS may only shorten it (tests of expiry). */
export const MAX_HOLD_SECONDS = 600;

function holdSeconds(value: string | undefined): number {
  if (value === undefined || value === '') return MAX_HOLD_SECONDS;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_HOLD_SECONDS) throw new ConfigError(`HOLD_SECONDS debe ser un entero entre 1 y ${MAX_HOLD_SECONDS}: ${value}`);
  return n;
}

/** STAFF_TOTP_KEYS, read; production refuses to start without it (no key made on the fly there). */
function staffTotpKeys(value: string | undefined, nodeEnv: string): TotpKeyRing | undefined {
  if (value === undefined || value.trim() === '') {
    if (nodeEnv === 'production') {
      throw new ConfigError(
        'Falta STAFF_TOTP_KEYS: en producción los secretos del segundo factor del personal se cifran con una llave que das tú (id:llave de 32 bytes en base64, p. ej. v1:$(openssl rand -base64 32)); ver README, Configuración.',
      );
    }
    return undefined;
  }
  try {
    return parseTotpKeys(value);
  } catch (err) {
    throw err instanceof TotpKeysError ? new ConfigError(err.message) : err;
  }
}

/** Most server processes WORKERS may ask for. */
export const MAX_WORKERS = 64;

function workers(value: string | undefined, databaseUrl: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_WORKERS) throw new ConfigError(`WORKERS debe ser un entero entre 1 y ${MAX_WORKERS}: ${value}`);
  if (n > 1 && !databaseUrl) throw new ConfigError('WORKERS mayor que 1 requiere PostgreSQL (DATABASE_URL): la base de datos embebida es de un solo proceso.');
  return n;
}

/** Reads the configuration from environment variables, with safe defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const p = port(env.PORT, 3000);
  const nodeEnv = env.NODE_ENV || 'development';
  return {
    port: p,
    healthPort: healthPort(env.HEALTH_PORT, p, workers(env.WORKERS, env.DATABASE_URL || undefined)),
    metrics: metrics(env, p),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    nodeEnv,
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
    trustProxy: trustProxy(env.TRUST_PROXY),
    codeSecret: env.CODE_SECRET || randomBytes(32).toString('hex'),
    holdSeconds: holdSeconds(env.HOLD_SECONDS),
    jobs: env.JOBS !== 'off',
    workers: workers(env.WORKERS, env.DATABASE_URL || undefined),
    payments: payments(env),
    ticketSigningKey: env.TICKET_SIGNING_KEY || undefined,
    staffTotpKeys: staffTotpKeys(env.STAFF_TOTP_KEYS, nodeEnv),
  };
}
