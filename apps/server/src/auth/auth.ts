/**
 * better-auth: email + password, sessions (httpOnly cookie, or Authorization: Bearer for API
 * clients), and Google through genericOAuth so the discovery URL can point at a local OpenID
 * Connect server in tests. Sign-up also creates the user's profiles row.
 */
import { AUTH_LIMITS } from '@introask/shared';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { bearer, genericOAuth } from 'better-auth/plugins';
import type { Kysely } from 'kysely';
import type { Dialect } from '../db/database';
import type { Database } from '../db/schema';

export interface AuthConfig {
  db: Kysely<Database>;
  dialect: Dialect;
  secret: string;
  publicUrl: string;
  trustedOrigins: string[];
  trustProxy: boolean;
  google?: { clientId: string; clientSecret: string; discoveryUrl: string };
  onUserCreated: (user: { id: string; name: string }) => Promise<void>;
}

export function createAuth(config: AuthConfig) {
  return betterAuth({
    appName: 'IntroAsk',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.secret,
    database: { db: config.db, type: config.dialect },
    trustedOrigins: [config.publicUrl, ...config.trustedOrigins],
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: AUTH_LIMITS.passwordMin,
      maxPasswordLength: AUTH_LIMITS.passwordMax,
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Sign-in throttling is ours (per IP and per email, shared through Redis): see rate-limit/.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      // better-auth skips its origin (CSRF) check when NODE_ENV=test unless told otherwise; keep it
      // on everywhere so tests exercise what production does.
      disableOriginCheck: false,
      useSecureCookies: config.publicUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: config.trustProxy ? ['x-forwarded-for'] : [], disableIpTracking: false },
    },
    logger: { disabled: process.env.NODE_ENV === 'test' },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // The name rules hold wherever a name is written: at sign-up, and when it is changed.
        const signUp = ctx.path === '/sign-up/email';
        if (!signUp && ctx.path !== '/update-user') return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        // PostgreSQL text cannot hold U+0000: refuse it here rather than fail the insert with a 500.
        if (Object.values(body).some((v) => typeof v === 'string' && v.includes('\u0000'))) {
          throw new APIError('BAD_REQUEST', { message: 'Text must not contain the NUL character.' });
        }
        if (signUp && typeof body.email === 'string' && body.email.length > AUTH_LIMITS.emailMax) {
          throw new APIError('BAD_REQUEST', { message: `Email must be at most ${AUTH_LIMITS.emailMax} characters.` });
        }
        if (!signUp && body.name === undefined) return;
        const name = typeof body.name === 'string' ? body.name.replace(/\s+/g, ' ').trim() : '';
        if (name.length < AUTH_LIMITS.nameMin || name.length > AUTH_LIMITS.nameMax) {
          throw new APIError('BAD_REQUEST', {
            message: `Name must be ${AUTH_LIMITS.nameMin} to ${AUTH_LIMITS.nameMax} characters.`,
          });
        }
        return { context: { ...ctx, body: { ...body, name } } };
      }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await config.onUserCreated({ id: user.id, name: user.name ?? '' });
          },
        },
      },
    },
    plugins: [
      bearer(),
      ...(config.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  discoveryUrl: config.google.discoveryUrl,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
