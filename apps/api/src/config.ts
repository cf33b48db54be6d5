import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  /** How long a page may take to render on the server before it is sent unrendered. */
  serverRenderTimeoutMs: number;
  /** Pages rendered on the server at once; more are sent unrendered (SERVER_RENDER_CONCURRENCY). */
  serverRenderConcurrency: number;
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
  /**
   * Public forms (contact, claims, warranty look-ups, contract downloads, claim photos): calls per
   * window per client IP and per target (e-mail or reference number).
   */
  formRateLimit: { perIp: number; perTarget: number; windowSeconds: number };
  /** An order still awaiting payment this long after it was placed is cancelled; 0: never. */
  unpaidOrderHoldMinutes: number;
  /** Orders awaiting payment one patient account may have open at once. */
  maxUnpaidOrders: number;
  /** Most units of one product (and option) a patient account may put on one order line. */
  orderLineMaxUnits: number;
  /** Enrolment e-mails one address may receive per day (the address is typed by whoever enrols). */
  enrolmentEmailsPerDay: number;
  /** Largest accepted upload in bytes, and in decoded pixels (width x height). */
  uploadMaxBytes: number;
  uploadMaxPixels: number;
  /** Claim photos come from anyone with a reference: a lower pixel limit than the admin's uploads. */
  claimPhotoMaxPixels: number;
  /** S3-compatible bucket for uploads; absent means local disk under `dataDir/uploads`. */
  s3: S3Config | undefined;
  /** An unfinished scan upload no part reached this long is removed; 0: never. */
  scanUploadExpiryHours: number;
  /** Bearer token that may read /metrics besides administrators; absent: administrators only. */
  metricsToken: string | undefined;
  backup: BackupConfig;
  /** Card payments and warranty subscriptions through Stripe; absent: manual transfers only. */
  stripe: StripeSettings | undefined;
}

export interface BackupConfig {
  /** Folder for backup archives (default `dataDir/backups`); unused when `s3` is set. */
  dir: string;
  /** S3-compatible bucket for the archives, with the image store's endpoint and credentials. */
  s3: S3Config | undefined;
  /** The server takes a backup by itself this often; 0 turns it off. */
  intervalHours: number;
  /** How many archives to keep; older ones are deleted after each backup. */
  keep: number;
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (a local fake in tests, stripe-mock); absent: api.stripe.com. */
  apiBase: URL | undefined;
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
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // Database, secrets, uploads and mail outbox: private to the server's user.
  try {
    chmodSync(dataDir, 0o700);
  } catch {
    // Someone else's directory (shared disk): its owner decides.
  }
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
    serverRenderTimeoutMs: positiveInteger(env, 'SERVER_RENDER_TIMEOUT_MS', 5_000),
    serverRenderConcurrency: positiveInteger(env, 'SERVER_RENDER_CONCURRENCY', 4),
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
    formRateLimit: {
      perIp: positiveInteger(env, 'FORM_RATE_LIMIT_PER_IP', 20),
      perTarget: positiveInteger(env, 'FORM_RATE_LIMIT_PER_TARGET', 5),
      windowSeconds: positiveInteger(env, 'FORM_RATE_LIMIT_WINDOW_SECONDS', 3600),
    },
    unpaidOrderHoldMinutes: nonNegativeNumber(env, 'UNPAID_ORDER_HOLD_MINUTES', 60),
    maxUnpaidOrders: positiveInteger(env, 'MAX_UNPAID_ORDERS', 3),
    orderLineMaxUnits: positiveInteger(env, 'ORDER_LINE_MAX_UNITS', 20),
    enrolmentEmailsPerDay: positiveInteger(env, 'ENROLMENT_EMAILS_PER_ADDRESS_PER_DAY', 3),
    uploadMaxBytes: positiveInteger(env, 'UPLOAD_MAX_BYTES', 10 * 1024 * 1024),
    uploadMaxPixels: positiveInteger(env, 'UPLOAD_MAX_PIXELS', 40_000_000),
    claimPhotoMaxPixels: positiveInteger(env, 'CLAIM_PHOTO_MAX_PIXELS', 16_000_000),
    s3: env.S3_BUCKET ? s3Config(env, env.S3_BUCKET) : undefined,
    scanUploadExpiryHours: nonNegativeNumber(env, 'SCAN_UPLOAD_EXPIRY_HOURS', 24),
    metricsToken: env.METRICS_TOKEN || undefined,
    backup: {
      dir: path.resolve(env.BACKUP_DIR || path.join(dataDir, 'backups')),
      s3: env.BACKUP_S3_BUCKET ? s3Config(env, env.BACKUP_S3_BUCKET) : undefined,
      intervalHours: nonNegativeNumber(env, 'BACKUP_INTERVAL_HOURS', 24),
      keep: positiveInteger(env, 'BACKUP_KEEP', 14),
    },
    stripe: stripeSettings(env),
  };
}

/** Both keys or neither: half a Stripe set-up would take cards and never hear they were paid. */
function stripeSettings(env: NodeJS.ProcessEnv): StripeSettings | undefined {
  const secretKey = env.STRIPE_SECRET_KEY || undefined;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || undefined;
  if (!secretKey && !webhookSecret) return undefined;
  if (!secretKey || !webhookSecret)
    throw new Error('Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take cards, or neither');
  return {
    secretKey,
    webhookSecret,
    apiBase: env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined,
  };
}

/** A bucket reached with the S3_* endpoint and credentials (images and backups share them). */
function s3Config(env: NodeJS.ProcessEnv, bucket: string): S3Config {
  return {
    bucket,
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
  };
}

function nonNegativeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a number of 0 or more, got ${raw}`);
  return value;
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
