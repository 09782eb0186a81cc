/**
 * The one place that decides whether a failure means "the database is not there right now" (a restart, a failover,
 * a network cut, no connection slot, a closed PGlite) rather than a bug: such a request answers 503 and may be
 * retried; the job worker waits and tries again. Drizzle wraps the driver's error as `cause`; Node wraps the
 * failures of a host's several addresses in an AggregateError: both are looked through.
 */

/**
 * SQLSTATEs: 57P01 admin_shutdown (a restart or pg_terminate_backend), 57P02 crash_shutdown, 57P03
 * cannot_connect_now, 25006 read_only_sql_transaction: the product never opens a read-only transaction, so a write
 * refused as read-only means the server became a standby (a failover; db/hosts.ts then looks for the new primary).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '25006']);
/** SQLSTATE classes: 08 connection exception, 53 insufficient resources (53300 too many connections, disk full…). */
const UNAVAILABLE_CLASSES = new Set(['08', '53']);
/** Node's socket and name-resolution failures. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What `pg`, `pg-pool` and PGlite say, without a code, when the connection is gone or the pool or instance closed. */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // the server or the network closed the socket, or the connection timeout fired
  /^timeout exceeded when trying to connect$/, // pg-pool: no connection within connectionTimeoutMillis
  /is not queryable$/, // a client whose connection already failed, or was closed
  /^Cannot use a pool after calling end on the pool$/,
  /^Query read timeout$/,
  /^PGlite is clos(ed|ing)$/,
];

function isUnavailableItself(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined) {
    if (UNAVAILABLE_STATES.has(code) || NETWORK_CODES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_CLASSES.has(code.slice(0, 2))) return true;
  }
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Whether `test` holds for the error or for one it wraps: Drizzle's `cause`, or one of an AggregateError's (Node
 * gives one when each of a host's several addresses failed).
 */
function anyWrapped(error: unknown, test: (error: object) => boolean, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (test(error)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => anyWrapped(inner, test, depth + 1)))
    return true;
  return 'cause' in error && anyWrapped(error.cause, test, depth + 1);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return anyWrapped(error, isUnavailableItself);
}

/** The pause before trying an unavailable database again after `failures` failed tries: 0.25 s doubling, at most 5 s. */
export function retryPauseMs(failures: number): number {
  return Math.min(5_000, 250 * 2 ** Math.max(0, failures - 1));
}

/**
 * True for a lock not obtained within the transaction's `lock_timeout` (SQLSTATE 55P03): another request holds it
 * (looked for through the errors it wraps, like an outage).
 */
export function isLockTimeout(error: unknown): boolean {
  return anyWrapped(error, (each) => 'code' in each && each.code === '55P03');
}
