/**
 * better-auth: email + password, sessions (httpOnly cookie, or Authorization: Bearer for API
 * clients), and Google through genericOAuth so the discovery URL can point at a local OpenID
 * Connect server in tests. Sign-up also creates the user's profiles row. With a mailer: password
 * reset by email, and address verification (decision 012).
 */
import { AUTH_LIMITS, cleanName, PASSWORD_PROBLEM_MESSAGES, passwordProblem } from '@introask/shared';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { bearer, genericOAuth } from 'better-auth/plugins';
import type { Kysely } from 'kysely';
import type { Dialect } from '../db/database';
import type { Database } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { resetPasswordMail, verifyEmailMail } from '../mail/messages';

/** How long a password-reset link works (it works once). */
export const RESET_PASSWORD_EXPIRES_SECONDS = 60 * 60;

/** The endpoints that set a new password, and the body field that holds it. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

export interface AuthConfig {
  db: Kysely<Database>;
  dialect: Dialect;
  secret: string;
  publicUrl: string;
  trustedOrigins: string[];
  trustProxy: boolean;
  google?: { clientId: string; clientSecret: string; discoveryUrl: string };
  onUserCreated: (user: { id: string; name: string }) => Promise<void>;
  /** Sends reset and verification mail; null: neither flow is offered. */
  mailer: Mailer | null;
  /** Send a verification email at sign-up (only with real SMTP: a logged mail verifies nothing). */
  verifyOnSignUp: boolean;
  /** A mail could not be sent: logged, and the request still answers as if it had been. */
  onMailError?: (error: unknown) => void;
}

export function createAuth(config: AuthConfig) {
  const { mailer } = config;
  const send = async (mail: Parameters<Mailer['send']>[0]) => {
    try {
      await mailer?.send(mail);
    } catch (error) {
      // Answer as if it was sent: a failure must not tell a caller whether the address exists.
      config.onMailError?.(error);
    }
  };
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
      resetPasswordTokenExpiresIn: RESET_PASSWORD_EXPIRES_SECONDS,
      // Whoever asked for the reset may be locking out someone who had the password: end every session.
      revokeSessionsOnPasswordReset: true,
      ...(mailer
        ? {
            sendResetPassword: async ({ user, url }: { user: { email: string; name: string }; url: string }) =>
              send(resetPasswordMail(user.email, user.name, url, RESET_PASSWORD_EXPIRES_SECONDS / 60)),
          }
        : {}),
    },
    emailVerification: mailer
      ? {
          sendOnSignUp: config.verifyOnSignUp,
          autoSignInAfterVerification: false,
          expiresIn: 60 * 60 * 24,
          sendVerificationEmail: async ({ user, url }) => send(verifyEmailMail(user.email, user.name, url)),
        }
      : undefined,
    // Reset and other one-time tokens are kept hashed: a copy of the database does not hold usable links.
    verification: { storeIdentifier: 'hashed' },
    account: {
      // Google is linked to an existing email account only when that account's address is verified
      // (better-auth's default, stated here because it is a promise: decision 012).
      accountLinking: { enabled: true, requireLocalEmailVerified: true },
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
        const passwordField = NEW_PASSWORD_FIELD[ctx.path];
        if (passwordField) {
          const password = (ctx.body as Record<string, unknown> | undefined)?.[passwordField];
          const problem = typeof password === 'string' ? passwordProblem(password) : null;
          if (problem) throw new APIError('BAD_REQUEST', { message: `${PASSWORD_PROBLEM_MESSAGES[problem]}.` });
        }
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
        const name = typeof body.name === 'string' ? cleanName(body.name) : '';
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
          // Every way in (Google too) stores the name without invisible formatting characters.
          before: async (user) => ({ data: { ...user, name: cleanName(user.name ?? '') } }),
          after: async (user) => {
            await config.onUserCreated({ id: user.id, name: user.name ?? '' });
          },
        },
      },
    },
    plugins: [
      // A bearer token must be the signed value (set-auth-token), never the bare session token.
      bearer({ requireSignature: true }),
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
