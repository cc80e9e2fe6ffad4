/**
 * One error type with a code, a status and a message a person can read. It lives apart from HTTP:
 * services, limits and routes throw AppError without importing http/; app.onError
 * (http/error-handler.ts) serialises it (and anything else) as an ApiErrorBody, never a stack.
 */
import { type ApiErrorBody, ERROR_STATUS, type ErrorCode } from '@introask/shared';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.fields = options.fields;
    this.headers = options.headers;
  }

  toBody(): ApiErrorBody {
    const body: ApiErrorBody = { error: this.message, code: this.code };
    if (this.code === 'UNAUTHENTICATED') body.requiresAuth = true;
    if (this.fields) body.fields = this.fields;
    return body;
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Sign in to do this.');
export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found.`);

/** Error codes of drivers that mean "the database cannot be reached", not "your input is bad". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
  '57014', // query_canceled: statement_timeout (a hung database, a statement stuck behind a lock)
  '25006', // read_only_sql_transaction: a standby, or default_transaction_read_only
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
  'SQLITE_FULL',
  'SQLITE_READONLY',
  'SQLITE_IOERR',
]);

/** SQLite's extended codes (SQLITE_READONLY_DBMOVED, SQLITE_IOERR_WRITE...) by their primary code. */
const primaryCode = (code: string) => (code.startsWith('SQLITE_') ? code.split('_').slice(0, 2).join('_') : code);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(primaryCode(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|the database system is (starting up|shutting down)/i.test(
        message,
      )
    )
      return true;
  }
  return false;
}

export const databaseUnavailable = () =>
  new AppError('DATABASE_UNAVAILABLE', 'The database is unavailable right now. Please try again in a few seconds.', {
    headers: { 'Retry-After': '5' },
  });
