/**
 * The API's session check. better-auth's getSession costs ~2.5 ms of CPU per request on this
 * machine; the API only needs "which user is this", so it verifies the signed session cookie
 * (or bearer token) with node:crypto and reads one row by the indexed token. Refreshing the
 * cookie stays with better-auth: the web app calls /api/auth/get-session on load.
 * See docs/decisions/004-fast-session-lookup.md.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CompiledQuery } from 'kysely';
import type { DatabaseHandle } from '../db/database';

/** The part of the database handle the lookups use: Kysely, and SQLite's synchronous read. */
type SessionDatabase = Pick<DatabaseHandle, 'db' | 'readNow'>;

/** A request's header by lower-case name (Hono's `c.req.header`). */
export type HeaderGetter = (name: string) => string | undefined;

export interface SessionUser {
  id: string;
  name: string;
  email: string;
}

const COOKIE_NAMES = ['__Secure-better-auth.session_token', 'better-auth.session_token'];
const VERIFIED_MAX = 10_000;

/**
 * Reads the session token a request carries, verified; null when it carries none or a forged one.
 * Signed values already verified are remembered with their token: a browser sends the same cookie
 * on every call, and the HMAC was ~6% of a signed-in generate's CPU. Verifying is a pure function of
 * the value and this secret, so remembering it changes no answer; a forged value is never stored,
 * and whether the session is still live is read from the database on every call.
 */
function tokenReader(secret: string): (header: HeaderGetter) => string | null {
  const verified = new Map<string, string>();
  const verify = (signed: string): string | null => {
    const known = verified.get(signed);
    if (known !== undefined) return known;
    const dot = signed.lastIndexOf('.');
    if (dot < 1) return null;
    const token = signed.slice(0, dot);
    const given = Buffer.from(signed.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', secret).update(token).digest();
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (verified.size >= VERIFIED_MAX) verified.clear();
    verified.set(signed, token);
    return token;
  };
  return (header) => {
    let token: string | null = null;
    const authorization = header('authorization');
    if (authorization?.toLowerCase().startsWith('bearer ')) {
      const raw = safeDecode(authorization.slice(7).trim());
      // Like better-auth's bearer plugin with requireSignature: only the signed value (set-auth-token)
      // is a bearer token; the bare session token, which page script could once read, is not.
      if (raw) token = verify(raw);
    } else {
      const cookie = header('cookie');
      for (const part of cookie ? cookie.split(';') : []) {
        const eq = part.indexOf('=');
        const name = part.slice(0, eq).trim();
        if (COOKIE_NAMES.includes(name)) {
          token = verify(safeDecode(part.slice(eq + 1).trim()));
          break;
        }
      }
    }
    return token && token.length <= 256 ? token : null;
  };
}

const live = (expiresAt: string | number | Date) => new Date(expiresAt).getTime() > Date.now();

/**
 * A one-parameter query built and compiled once, then run with each token: these lookups run on
 * every API call, and building and compiling the same Kysely query each time was ~6% of a
 * signed-in generate's CPU. Kysely's plugins and result transformation are not involved in these
 * selects, so running the compiled query directly returns the same rows.
 */
function byToken<Row extends { expiresAt: string | number | Date }>(
  query: { compile(): CompiledQuery<Row> },
  database: SessionDatabase,
  secret: string,
) {
  const compiled = query.compile();
  if (compiled.parameters.length !== 1) throw new Error('a session query must take the token as its only parameter');
  const readToken = tokenReader(secret);
  /** The row of the live session the request carries, or null. */
  return async (header: HeaderGetter): Promise<Row | null> => {
    const token = readToken(header);
    if (!token) return null;
    const withToken: CompiledQuery<Row> = { ...compiled, parameters: [token] };
    const [row] = database.readNow?.(withToken) ?? (await database.db.executeQuery(withToken)).rows;
    return row && live(row.expiresAt) ? row : null;
  };
}

export function createSessionResolver(database: SessionDatabase, secret: string) {
  const find = byToken(
    database.db
      .selectFrom('session')
      .innerJoin('user', 'user.id', 'session.userId')
      .select(['user.id as id', 'user.name as name', 'user.email as email', 'session.expiresAt as expiresAt'])
      .where('session.token', '=', ''),
    database,
    secret,
  );
  return async function resolveSession(header: HeaderGetter): Promise<SessionUser | null> {
    const row = await find(header);
    return row && { id: row.id, name: row.name, email: row.email };
  };
}

/** The verified session token a request carries (for the sign-out check), or null. */
export function createSessionTokenReader(secret: string): (header: HeaderGetter) => string | null {
  return tokenReader(secret);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
