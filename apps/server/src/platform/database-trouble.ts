// Which failures mean "the database cannot serve us right now" (a restart, a failover, a cut connection, a full
// pool, a lock or statement timeout) rather than a bug: those answer 503 with Retry-After, and the pool recovers
// by itself once the server is back.

// SQLSTATE codes: admin_shutdown, crash_shutdown, cannot_connect_now (starting or recovering), idle_session_timeout,
// lock_not_available (lock_timeout), query_canceled (statement_timeout), idle_in_transaction_session_timeout,
// read_only_sql_transaction (a write reaching a standby during a failover), deadlock_detected and
// serialization_failure (the other transaction went ahead: asking again succeeds), insufficient_resources, disk_full,
// out_of_memory and too_many_connections; class 08 is every connection exception. Not 53400, a configured limit
// (temp_file_limit) that the same request meets again on every try.
const TROUBLE_STATES = new Set([
  '53000',
  '53100',
  '53200',
  '53300',
  '57P01',
  '57P02',
  '57P03',
  '57P05',
  '55P03',
  '57014',
  '25P03',
  '25006',
  '40P01',
  '40001',
]);

// object_not_in_prerequisite_state (55000) is most often a bug, but one of its messages is the database closed to new
// connections for maintenance (ALTER DATABASE … ALLOW_CONNECTIONS false): that one is "not now".
const CLOSED_DATABASE = /is not currently accepting connections/i;

// Node's socket errors when the server is down, restarting or unreachable.
const TROUBLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// pg and pg-pool say these in words only: a connection cut under a query, a pool that gave no client in time
// (connectionTimeoutMillis), a client used after its connection died.
const TROUBLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /Connection terminated due to connection timeout/i,
];

/** How long a client should wait before asking again, in seconds (the Retry-After header). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** True when the error, or one it wraps (drizzle wraps the driver's), says the database is unavailable. */
export function isDatabaseTrouble(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (TROUBLE_STATES.has(code) || TROUBLE_ERRNOS.has(code)) return true;
      if (code.length === 5 && code.startsWith('08')) return true;
      if (code === '55000' && typeof message === 'string' && CLOSED_DATABASE.test(message)) return true;
    }
    if (typeof message === 'string' && TROUBLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    // An AggregateError (a host with several addresses, all refusing) holds the real causes in `errors`.
    const inner = (current as { errors?: unknown }).errors;
    if (Array.isArray(inner) && inner.some((each) => isDatabaseTrouble(each))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
