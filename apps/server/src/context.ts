/**
 * The app's dependencies, built once (server.ts) and handed to each route module's factory, which
 * names the part it uses (`Pick<AppDeps, ...>`); and the one per-request variable, the user.
 */
import type { GenerateRequest, Profile, SenderProfile } from '@introask/shared';
import type { Auth } from './auth/auth';
import type { HeaderGetter, RequestSession, SessionUser } from './auth/session';
import type { DatabaseHandle } from './db/database';
import type { Generator } from './generation/generator';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { Limit } from './rate-limit/limit';
import type { RateLimitStore } from './rate-limit/store';
import type { IntroducerListCache } from './services/introducer-list-cache';

export interface AppDeps {
  database: DatabaseHandle;
  auth: Auth;
  /** The live session a request carries (signed cookie or signed bearer token), through better-auth. */
  resolveSession: (header: HeaderGetter) => Promise<RequestSession | null>;
  /** Reset and verification mail: SMTP, the log (development), or none (production without SMTP). */
  mailer: Mailer | null;
  generator: Generator;
  introducerLists: IntroducerListCache;
  summarize: (request: GenerateRequest, profile: SenderProfile | Profile) => string;
  rateLimits: {
    store: RateLimitStore;
    generate: Limit;
    save: Limit;
    signInPerIp: Limit;
    signInPerEmail: Limit;
    /** Every POST to /api/auth/* per client IP. */
    authPerIp: Limit;
    changePassword: Limit;
    /** Reset and verification emails per address. */
    mail: Limit;
    introducers: Limit;
  };
  log: Logger;
  publicUrl: string;
  trustedOrigins: string[];
  trustProxy: boolean;
  googleEnabled: boolean;
  webDist?: string;
}

export type AppEnv = {
  Variables: {
    user: SessionUser | null;
  };
};
