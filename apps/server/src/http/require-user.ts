import type { Context } from 'hono';
import type { SessionUser } from '../auth/session';
import type { AppEnv } from '../context';
import { unauthenticated } from './errors';

/** The signed-in user, or a 401 `{requiresAuth: true}`. */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw unauthenticated();
  return user;
}
