/**
 * The composition root: from a validated Env to a running app with its database migrated.
 * main.ts serves it; tests build one per suite with their own database.
 */
import { createServer, type RequestListener, type ServerOptions } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { summarize } from '@introask/composer';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import { resolveAuthSecret } from './auth/secret';
import { createSenderResolver, createSessionResolver } from './auth/session';
import type { AppDeps } from './context';
import { openDatabase } from './db/database';
import { migrate } from './db/migrations';
import type { Env } from './env';
import { createGenerator } from './generation/generator';
import { createFastGenerate, type FastPath } from './http/fast-generate';
import { createLogger, type Logger } from './logger';
import { MemoryStore, RedisStore } from './rate-limit/store';
import { IntroducerListCache } from './services/introducer-list-cache';
import { createProfileForNewUser } from './services/profile';

export interface BuiltServer {
  app: ReturnType<typeof createApp>;
  /** The hot routes on Node's own objects; serve it ahead of the app (see createNodeServer). */
  fastPath: FastPath;
  deps: AppDeps;
  close(): Promise<void>;
}

/** apps/web/dist, whether we run from source (src/) or from the build (dist/). */
function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '../../web/dist');
}

export async function buildServer(env: Env, log: Logger = createLogger(env.LOG_LEVEL)): Promise<BuiltServer> {
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT || 3000}`;
  const trustedOrigins = env.TRUSTED_ORIGINS.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!env.PUBLIC_URL) {
    // Unconfigured local run: the same server is reached as localhost or 127.0.0.1, and in
    // development through Vite's dev server (port 5173), which proxies /api here.
    const port = env.PORT || 3000;
    trustedOrigins.push(`http://127.0.0.1:${port}`);
    if (env.NODE_ENV === 'development') trustedOrigins.push('http://localhost:5173', 'http://127.0.0.1:5173');
  }
  const database = openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolMax: env.DATABASE_POOL_MAX,
    onPoolError: (error) => log.warn({ err: error.message }, 'database connection lost'),
  });
  const { secret, source } = resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR);
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          discoveryUrl: env.GOOGLE_DISCOVERY_URL,
        }
      : undefined;
  const auth = createAuth({
    db: database.db,
    dialect: database.dialect,
    secret,
    publicUrl,
    trustedOrigins,
    trustProxy: env.TRUST_PROXY,
    google,
    onUserCreated: (user) => createProfileForNewUser(database.db, user),
  });

  const { getMigrations } = await import('better-auth/db/migration');
  await migrate(database, async () => {
    const { runMigrations } = await getMigrations(auth.options);
    await runMigrations();
  });

  const store = env.REDIS_URL ? new RedisStore(env.REDIS_URL, env.REDIS_KEY_PREFIX, log) : new MemoryStore();
  if (store instanceof RedisStore) await store.ready();
  const window = env.RATE_LIMIT_WINDOW_SECONDS;
  const deps: AppDeps = {
    database,
    auth,
    resolveSession: createSessionResolver(database, secret),
    resolveSender: createSenderResolver(database, secret),
    generator: createGenerator({
      llm:
        env.LLM_BASE_URL && env.LLM_MODEL
          ? { baseUrl: env.LLM_BASE_URL, model: env.LLM_MODEL, apiKey: env.LLM_API_KEY, timeoutMs: env.LLM_TIMEOUT_MS }
          : undefined,
    }),
    summarize,
    introducerLists: new IntroducerListCache(),
    rateLimits: {
      store,
      generate: { name: 'generate', max: env.RATE_LIMIT_GENERATE, windowSeconds: window },
      save: { name: 'save', max: env.RATE_LIMIT_SAVE, windowSeconds: window },
      signInPerIp: {
        name: 'signin-ip',
        max: env.RATE_LIMIT_SIGNIN_PER_IP,
        windowSeconds: env.RATE_LIMIT_SIGNIN_WINDOW_SECONDS,
      },
      signInPerEmail: {
        name: 'signin-email',
        max: env.RATE_LIMIT_SIGNIN_PER_EMAIL,
        windowSeconds: env.RATE_LIMIT_SIGNIN_WINDOW_SECONDS,
      },
    },
    log,
    publicUrl,
    trustedOrigins,
    trustProxy: env.TRUST_PROXY,
    googleEnabled: Boolean(google),
    webDist: env.WEB_DIST ?? defaultWebDist(),
  };
  log.info(
    { database: database.describe, redis: Boolean(env.REDIS_URL), google: Boolean(google), secret: source },
    'server configured',
  );
  return {
    app: createApp(deps),
    fastPath: createFastGenerate(deps),
    deps,
    close: async () => {
      await store.close();
      await database.close();
    },
  };
}

/**
 * For @hono/node-server's `serve({ createServer })`: a Node server that offers each request to the
 * fast path first and hands the rest to the app. `fastPath` is read per request, so a test harness
 * can listen before the app is built.
 */
export function nodeServerWith(fastPath: () => FastPath | undefined) {
  return ((options: ServerOptions, listener: RequestListener) =>
    createServer(options, (req, res) => {
      if (!fastPath()?.(req, res)) listener(req, res);
    })) as typeof createServer;
}
