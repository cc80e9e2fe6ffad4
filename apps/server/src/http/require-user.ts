import type { Context, MiddlewareHandler } from 'hono';
import type { SessionUser } from '../auth/session';
import type { AppEnv } from '../context';
import { unauthenticated } from '../errors/app-error';

/** The signed-in user, or a 401 `{requiresAuth: true}`. */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw unauthenticated();
  return user;
}

/** The same as middleware, for routes whose body is validated before the handler runs: 401 comes first. */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};
