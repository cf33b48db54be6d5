/** Seconds a client is asked to wait (Retry-After) while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  // SQLite: another process holds the write lock for longer than busy_timeout (e.g. a restore).
  'SQLITE_BUSY',
]);

const lostConnection =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

/**
 * Whether an error means the database cannot be reached (PostgreSQL down or restarting, the
 * network cut) rather than a fault in the request or the code: the shop then answers 503 with
 * Retry-After, and serves again by itself once the pool reconnects.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (networkCodes.has(code)) return true;
    // SQLSTATE class 08 (connection exception), 57P01-57P03 (shutting down, cannot connect now),
    // 53300 (too many connections).
    if (/^08/.test(code) || /^57P0[123]$/.test(code) || code === '53300') return true;
  }
  if (typeof message === 'string' && lostConnection.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
