/**
 * The API's session check: better-auth's own `getSession` (decision 040). It verifies the signed
 * cookie, or a signed bearer token through the bearer plugin, and reads the session and its user
 * from the database on every call, so a sign-out or a deleted account takes effect at once. No
 * cookie cache: it would let a signed-out or deleted user's cookie work until the cache expired.
 * Refreshing the session stays with /api/auth/get-session, which the web app calls on load.
 */
import type { Auth } from './auth';

/** A request's header by lower-case name (Hono's `c.req.header`). */
export type HeaderGetter = (name: string) => string | undefined;

export interface SessionUser {
  id: string;
  name: string;
  email: string;
}

export interface RequestSession {
  user: SessionUser;
  /** The session's token (server side only: it never goes back to page script). */
  token: string;
}

/** The only headers getSession reads: the session cookie, and a bearer token. */
const SESSION_HEADERS = ['cookie', 'authorization'] as const;

export function createSessionResolver(auth: Auth): (header: HeaderGetter) => Promise<RequestSession | null> {
  return async function resolveSession(header) {
    const headers = new Headers();
    for (const name of SESSION_HEADERS) {
      const value = header(name);
      if (value === undefined) continue;
      try {
        headers.set(name, value);
      } catch {
        // A value a web Headers cannot hold carries no session.
        return null;
      }
    }
    if (!headers.has('cookie') && !headers.has('authorization')) return null;
    const session = await auth.api.getSession({ headers, query: { disableRefresh: true } });
    if (!session) return null;
    const { id, name, email } = session.user;
    return { user: { id, name, email }, token: session.session.token };
  };
}
