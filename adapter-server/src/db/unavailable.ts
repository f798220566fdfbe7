/**
 * Whether an error means the database could not be reached (a lost connection, a refused or timed-out connect,
 * a server shutting down), as opposed to a query the database refused. Such a call is worth retrying once the
 * database is back: HTTP answers 503 and a socket command is left unacknowledged so the client resends it.
 */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// PostgreSQL SQLSTATE classes: 08 connection exception; 57P01-57P03 admin shutdown, crash shutdown, cannot connect now.
const PG_STATES = /^(08...|57P0[123])$/;
const MESSAGES = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || PG_STATES.test(code))) return true;
  return MESSAGES.test(err.message);
}
