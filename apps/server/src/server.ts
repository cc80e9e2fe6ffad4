/**
 * The composition root: from a validated Env to a running app with its database migrated.
 * main.ts serves it; tests build one per suite with their own database.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { summarize } from '@introask/composer';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import { resolveAuthSecret } from './auth/secret';
import { createSessionResolver } from './auth/session';
import type { AppDeps } from './context';
import { openDatabase } from './db/database';
import { migrate } from './db/migrations';
import type { Env } from './env';
import { createGenerator } from './generation/generator';
import { createLogger, type Logger } from './logger';
import { createMailer } from './mail/mailer';
import { MemoryStore, RedisStore } from './rate-limit/store';
import { IntroducerListCache } from './services/introducer-list-cache';
import { createProfileForNewUser } from './services/profile';

export interface BuiltServer {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  /** Deletes expired verification rows now (it also runs every 10 minutes). */
  purgeExpired(): Promise<void>;
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
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
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
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, nodeEnv: env.NODE_ENV }, log);
  const auth = createAuth({
    db: database.db,
    dialect: database.dialect,
    secret,
    publicUrl,
    trustedOrigins,
    trustProxy: env.TRUST_PROXY,
    google,
    onUserCreated: (user) => createProfileForNewUser(database.db, user),
    mailer,
    verifyOnSignUp: mailer?.kind === 'smtp',
    onMailError: (error) => log.error({ err: (error as Error).message }, 'mail could not be sent'),
  });

  const { getMigrations } = await import('better-auth/db/migration');
  await migrate(database, async () => {
    const { runMigrations } = await getMigrations(auth.options);
    await runMigrations();
  });
  // A database that cannot take a write (a read-only file or volume) would answer reads and fail
  // every save: refuse to start instead (finding 6).
  try {
    await database.assertWritable();
  } catch (error) {
    await database.close();
    throw new Error(`the database does not accept writes (${(error as Error).message})`);
  }
  const purgeExpired = () => purgeExpiredVerifications(auth, log);
  void purgeExpired();
  const purgeVerifications = setInterval(() => void purgeExpired(), 10 * 60_000);
  purgeVerifications.unref();

  const store = env.REDIS_URL ? new RedisStore(env.REDIS_URL, env.REDIS_KEY_PREFIX, log) : new MemoryStore();
  if (store instanceof RedisStore) await store.ready();
  const window = env.RATE_LIMIT_WINDOW_SECONDS;
  const deps: AppDeps = {
    database,
    auth,
    resolveSession: createSessionResolver(auth),
    mailer,
    generator: createGenerator({
      llm:
        env.LLM_BASE_URL && env.LLM_MODEL
          ? {
              baseUrl: env.LLM_BASE_URL,
              model: env.LLM_MODEL,
              apiKey: env.LLM_API_KEY,
              displayName: env.LLM_DISPLAY_NAME,
              timeoutMs: env.LLM_TIMEOUT_MS,
              idleTimeoutMs: env.LLM_IDLE_TIMEOUT_MS,
            }
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
      authPerIp: {
        name: 'auth-ip',
        max: env.RATE_LIMIT_AUTH_PER_IP,
        windowSeconds: env.RATE_LIMIT_SIGNIN_WINDOW_SECONDS,
      },
      changePassword: {
        name: 'change-password',
        max: env.RATE_LIMIT_SIGNIN_PER_EMAIL,
        windowSeconds: env.RATE_LIMIT_SIGNIN_WINDOW_SECONDS,
      },
      mail: { name: 'mail', max: 3, windowSeconds: 15 * 60 },
      introducers: { name: 'introducers', max: env.RATE_LIMIT_INTRODUCERS, windowSeconds: window },
    },
    log,
    publicUrl,
    trustedOrigins,
    trustProxy: env.TRUST_PROXY,
    googleEnabled: Boolean(google),
    webDist: env.WEB_DIST ?? defaultWebDist(),
  };
  log.info(
    {
      database: database.describe,
      // The truth, not the configuration: 'unavailable' when Redis did not answer at start-up.
      redis: env.REDIS_URL ? (store.status() === 'redis' ? 'connected' : 'unavailable') : 'not configured',
      mail: mailer?.kind ?? 'none',
      google: Boolean(google),
      model: deps.generator.modelName,
      secret: source,
    },
    'server configured',
  );
  return {
    app: createApp(deps),
    deps,
    purgeExpired,
    close: async () => {
      clearInterval(purgeVerifications);
      mailer?.close();
      await store.close();
      await database.close();
    },
  };
}

/**
 * Expired one-time values (OAuth state, reset links) are deleted every 10 minutes: better-auth only
 * sweeps when it reads one, and a stream of abandoned Google sign-ins left a row each (finding 4).
 */
async function purgeExpiredVerifications(auth: ReturnType<typeof createAuth>, log: Logger): Promise<void> {
  try {
    const { adapter } = await auth.$context;
    await adapter.deleteMany({
      model: 'verification',
      where: [{ field: 'expiresAt', value: new Date(), operator: 'lt' }],
    });
  } catch (error) {
    log.warn({ err: (error as Error).message }, 'could not purge expired verification rows');
  }
}
