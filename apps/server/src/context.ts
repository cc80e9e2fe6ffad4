/** What every route can reach: the app's dependencies and the request's user. */
import type { GenerateRequest, Profile, SenderProfile } from '@introask/shared';
import type { Kysely } from 'kysely';
import type { Auth } from './auth/auth';
import type { Sender, SessionUser } from './auth/session';
import type { DatabaseHandle } from './db/database';
import type { Database } from './db/schema';
import type { Generator } from './generation/generator';
import type { HeaderGetter } from './http/csrf';
import type { Logger } from './logger';
import type { Limit } from './rate-limit/limit';
import type { RateLimitStore } from './rate-limit/store';
import type { IntroducerListCache } from './services/introducer-list-cache';

export interface AppDeps {
  database: DatabaseHandle;
  auth: Auth;
  resolveSession: (header: HeaderGetter) => Promise<SessionUser | null>;
  /** The session check and the user's profile in one query (the generate routes). */
  resolveSender: (header: HeaderGetter) => Promise<Sender | null>;
  generator: Generator;
  introducerLists: IntroducerListCache;
  summarize: (request: GenerateRequest, profile: SenderProfile | Profile) => string;
  rateLimits: {
    store: RateLimitStore;
    generate: Limit;
    save: Limit;
    signInPerIp: Limit;
    signInPerEmail: Limit;
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
    deps: AppDeps;
    db: Kysely<Database>;
    user: SessionUser | null;
  };
};
