/**
 * All configuration is environment variables, validated once at start-up. A bad value
 * stops the process with a message naming the variable (parseEnv, called by main.ts).
 * Every variable is listed with its default in .env.example and docs/operations.md.
 */
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalUrl = z.url({ protocol: /^https?$/ }).optional();
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^(postgres(ql)?:\/\/|sqlite:|file:)/, 'must start with postgres://, postgresql://, sqlite: or file:')
      .optional(),
  ),
  DATABASE_POOL_MAX: positiveInt(10),
  /** PostgreSQL: the longest a statement may run, and the longest the client waits for an answer (finding 5). */
  DATABASE_STATEMENT_TIMEOUT_MS: positiveInt(5_000),
  REDIS_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^rediss?$/ }).optional()),
  REDIS_KEY_PREFIX: z.string().default('introask:'),
  AUTH_SECRET: z.preprocess(blankToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  PUBLIC_URL: z.preprocess(blankToUndefined, optionalUrl),
  TRUSTED_ORIGINS: z.string().default(''),
  TRUST_PROXY: bool.default(false),
  GOOGLE_CLIENT_ID: z.preprocess(blankToUndefined, z.string().optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(blankToUndefined, z.string().optional()),
  GOOGLE_DISCOVERY_URL: z.url().default('https://accounts.google.com/.well-known/openid-configuration'),
  LLM_BASE_URL: z.preprocess(blankToUndefined, optionalUrl),
  LLM_MODEL: z.preprocess(blankToUndefined, z.string().optional()),
  LLM_API_KEY: z.preprocess(blankToUndefined, z.string().optional()),
  /** Shown to users as "Written by <name>"; defaults to LLM_MODEL. */
  LLM_DISPLAY_NAME: z.preprocess(blankToUndefined, z.string().max(60).optional()),
  /** The whole answer; past it the built-in writer's message is used. */
  LLM_TIMEOUT_MS: positiveInt(20_000),
  /** The longest the model may stay silent: before its first text, and between two pieces of a stream. */
  LLM_IDLE_TIMEOUT_MS: positiveInt(10_000),
  /** smtp://user:pass@host:587 or smtps://...:465; unset: no mail (written to the log in development). */
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  /** The sender of every email: `IntroAsk <no-reply@example.com>` or a bare address. */
  MAIL_FROM: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^([^<>@]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, 'must be an address, or a name and <address>')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests per window, per IP for guests and per user when signed in. */
  RATE_LIMIT_GENERATE: positiveInt(30),
  RATE_LIMIT_SAVE: positiveInt(20),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt(60),
  /** Sign-in attempts per window, per client IP and per email address. */
  RATE_LIMIT_SIGNIN_PER_IP: positiveInt(20),
  RATE_LIMIT_SIGNIN_PER_EMAIL: positiveInt(8),
  RATE_LIMIT_SIGNIN_WINDOW_SECONDS: positiveInt(300),
  /** Every POST to /api/auth/* per client IP, per sign-in window (finding 4). */
  RATE_LIMIT_AUTH_PER_IP: positiveInt(60),
  /** Introducers created per user, per RATE_LIMIT_WINDOW_SECONDS (finding 12). */
  RATE_LIMIT_INTRODUCERS: positiveInt(60),
  WEB_DIST: z.string().optional(),
  SHUTDOWN_TIMEOUT_MS: positiveInt(10_000),
  /** How long an idle keep-alive connection stays open; longer than a proxy's idle timeout. */
  KEEP_ALIVE_TIMEOUT_MS: positiveInt(65_000),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Parse the environment; throws ConfigError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_CLIENT_SECRET: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither',
    );
  }
  if (Boolean(env.LLM_BASE_URL) !== Boolean(env.LLM_MODEL)) {
    throw new ConfigError('Invalid configuration:\n  LLM_MODEL: set both LLM_BASE_URL and LLM_MODEL, or neither');
  }
  if (Boolean(env.SMTP_URL) !== Boolean(env.MAIL_FROM)) {
    throw new ConfigError('Invalid configuration:\n  MAIL_FROM: set both SMTP_URL and MAIL_FROM, or neither');
  }
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  AUTH_SECRET: required when NODE_ENV=production (32+ random characters)',
    );
  }
  return env;
}
