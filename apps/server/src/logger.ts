import pino from 'pino';

export type Logger = pino.Logger;

/**
 * Structured JSON logs. Request logs carry method, path, status and timing, never bodies,
 * cookies or authorization headers (redacted here in case an error object carries them).
 * Writes are asynchronous (a synchronous write per request line cost ~10% of a generate request's
 * CPU); while one write is in flight the next lines queue and go out together, and the queue is
 * flushed at shutdown.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token', '*.secret'],
        censor: '[redacted]',
      },
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}
