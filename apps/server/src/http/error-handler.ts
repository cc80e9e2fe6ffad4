import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../context';
import { AppError, databaseUnavailable, isDatabaseUnavailable } from '../errors/app-error';
import type { Logger } from '../logger';

/** The one place errors become AppErrors: truthful status, readable message, never a stack trace. */
export function toAppError(err: unknown, log: Logger | undefined): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof HTTPException && err.status === 413) return tooLarge();
  if (err instanceof HTTPException && err.status < 500) {
    return new AppError('VALIDATION_FAILED', err.message || 'The request is not valid.');
  }
  if (isDatabaseUnavailable(err)) {
    log?.warn({ err: (err as Error).message }, 'database unavailable');
    return databaseUnavailable();
  }
  log?.error({ err }, 'unhandled error');
  return new AppError('INTERNAL', 'Something went wrong on our side. Please try again.');
}

/** app.onError: every error of every route, as its ApiErrorBody. */
export function errorHandler(log: Logger): (err: Error, c: Context<AppEnv>) => Response {
  return (err, c) => {
    const error = toAppError(err, log);
    return c.json(error.toBody(), error.status as 400, error.headers);
  };
}

/**
 * A 413 closes the connection: the rest of the body is not read, and a connection left open would
 * carry it as the next request's bytes (finding 14).
 */
export const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', 'The request body is larger than 64 KB.', { headers: { Connection: 'close' } });
