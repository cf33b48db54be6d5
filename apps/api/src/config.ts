import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; absent means embedded SQLite in `dataDir`. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Directory with the built web app; absent when the API runs alone. */
  webDistDir: string | undefined;
  smtpUrl: string | undefined;
  /** Where contact messages and warranty notices for the shop are sent. */
  shopEmail: string;
  /** Absolute URL of the shop used in e-mail links. */
  publicUrl: string;
  logLevel: string;
  seedDemo: boolean;
  salesTaxRate: number;
  /**
   * Which proxies to believe about the client address (X-Forwarded-For): false (default) uses the
   * socket's address, so a client cannot pick its own IP to dodge the per-IP rate limit.
   */
  trustProxy: boolean | string[];
  /** Redis for state shared by several instances (rate-limit counters); absent: in memory. */
  redisUrl: string | undefined;
  /** Sign-in, sign-up and forgot-password attempts allowed per window, per IP and per e-mail. */
  authRateLimit: { perIp: number; perEmail: number; windowSeconds: number };
  /** Largest accepted upload in bytes, and in decoded pixels (width x height). */
  uploadMaxBytes: number;
  uploadMaxPixels: number;
  /** S3-compatible bucket for uploads; absent means local disk under `dataDir/uploads`. */
  s3: S3Config | undefined;
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Path-style addressing, needed by MinIO and most self-hosted stores. */
  forcePathStyle: boolean;
}

/** Reads the configuration from the environment (documented in README.md). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const defaultWeb = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../web/dist');
  const webDistDir = env.WEB_DIST_DIR
    ? path.resolve(env.WEB_DIST_DIR)
    : existsSync(defaultWeb)
      ? defaultWeb
      : undefined;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || persistentSecret(dataDir),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    webDistDir,
    smtpUrl: env.SMTP_URL || undefined,
    shopEmail: env.SHOP_EMAIL || 'support@interdentallab.com',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SEED_DEMO !== 'false',
    salesTaxRate: Number(env.SALES_TAX_RATE ?? 0),
    redisUrl: env.REDIS_URL || undefined,
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    authRateLimit: {
      perIp: positiveInteger(env, 'AUTH_RATE_LIMIT_PER_IP', 30),
      perEmail: positiveInteger(env, 'AUTH_RATE_LIMIT_PER_EMAIL', 5),
      windowSeconds: positiveInteger(env, 'AUTH_RATE_LIMIT_WINDOW_SECONDS', 900),
    },
    uploadMaxBytes: positiveInteger(env, 'UPLOAD_MAX_BYTES', 10 * 1024 * 1024),
    uploadMaxPixels: positiveInteger(env, 'UPLOAD_MAX_PIXELS', 40_000_000),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? 'us-east-1',
          endpoint: env.S3_ENDPOINT || undefined,
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
        }
      : undefined,
  };
}

/** `true`, `false`, or a comma-separated list of proxy addresses / CIDR ranges. */
function trustProxySetting(raw: string | undefined): boolean | string[] {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer, got ${raw}`);
  return value;
}

/** A secret generated once and kept in the data directory, so tokens survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
