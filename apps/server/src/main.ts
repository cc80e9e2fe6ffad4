/**
 * Entry point: validate the environment, build the server, listen, and shut down gracefully on
 * SIGTERM/SIGINT (stop accepting, finish in-flight requests, close the database).
 */
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { ConfigError, parseEnv } from './env';
import { createLogger } from './logger';
import { buildServer } from './server';

async function main() {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(env.LOG_LEVEL);
  const built = await buildServer(env, log);
  const server = serve(
    {
      fetch: built.app.fetch,
      hostname: env.HOST,
      port: env.PORT,
    },
    (info) => {
      log.info({ port: info.port }, `IntroAsk listening on http://localhost:${info.port}`);
    },
  );

  // Node closes an idle keep-alive connection after 5 s by default. A client that sends its next
  // request on that connection just as it closes gets ECONNRESET (an e2e run met exactly that), and
  // a proxy in front keeps idle connections for 60 s or more: outlast both.
  const http = server as Server;
  http.keepAliveTimeout = env.KEEP_ALIVE_TIMEOUT_MS;
  http.headersTimeout = env.KEEP_ALIVE_TIMEOUT_MS + 1_000;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      log.warn({}, 'shutdown timed out: closing remaining connections');
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    }, env.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    server.close(async () => {
      await built.close();
      log.info({}, 'stopped');
      log.flush(() => process.exit(0));
    });
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(`IntroAsk failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
