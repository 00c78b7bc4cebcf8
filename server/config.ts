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
  };
}
