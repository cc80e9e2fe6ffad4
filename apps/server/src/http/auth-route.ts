/**
 * /api/auth/*: what stands between the internet and better-auth's handler (decision 012).
 *
 * Before: every POST is counted per client IP; its JSON body is checked (no NUL, no deep nesting,
 * callback URLs of at most 2 KB); sign-in is throttled per IP, and per email and address with a
 * backoff that only failures feed, so a stranger's wrong guesses cannot lock the owner out;
 * change-password is throttled per user; reset and verification mail per address.
 * After: session tokens are taken out of answers to the browser (the httpOnly cookie is the only
 * copy page script cannot read), failed sign-ins are counted, and a sign-out that could not end its
 * session says so instead of answering success.
 */
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { AppError, databaseUnavailable } from '../errors/app-error';
import { enforce } from '../rate-limit/limit';
import { clientIp } from './client-ip';
import { assertJsonSafe } from './validate';

/** Longest accepted callback or redirect URL in an auth body (a 60,000-character one was stored). */
export const MAX_CALLBACK_URL = 2048;
const URL_FIELDS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'];

const SIGN_IN = '/api/auth/sign-in/email';
const SIGN_UP = '/api/auth/sign-up/email';
const SIGN_OUT = '/api/auth/sign-out';
const CHANGE_PASSWORD = '/api/auth/change-password';
const MAIL_SENDING = new Set(['/api/auth/request-password-reset', '/api/auth/send-verification-email']);

/** Seconds a (email, address) pair waits after its n-th consecutive failure, once past the free tries. */
export function backoffSeconds(failures: number, freeTries: number): number {
  return Math.min(15 * 60, 15 * 2 ** Math.max(0, failures - freeTries));
}
/** How long failures of one (email, address) pair are remembered without a new one. */
const FAILURE_MEMORY_SECONDS = 24 * 60 * 60;

/** What the wrapper needs of the app. */
type AuthRouteDeps = Pick<AppDeps, 'auth' | 'rateLimits' | 'trustProxy' | 'resolveSession' | 'database' | 'log'>;

export function authRoute(deps: AuthRouteDeps): (c: Context<AppEnv>) => Promise<Response> {
  return (c) => route(deps, c);
}

async function route(deps: AuthRouteDeps, c: Context<AppEnv>): Promise<Response> {
  try {
    return await handle(deps, c);
  } catch (error) {
    // better-auth's client reads `message` (its own errors' field): without it the sign-in form
    // showed "Invalid email or password." for a 429. Same body otherwise, plus `message`.
    if (error instanceof AppError) {
      return c.json({ ...error.toBody(), message: error.message }, error.status as 400, error.headers);
    }
    throw error;
  }
}

async function handle(deps: AuthRouteDeps, c: Context<AppEnv>): Promise<Response> {
  const { store } = deps.rateLimits;
  const path = c.req.path;
  const header = (name: string) => c.req.header(name);
  if (c.req.method !== 'POST') return finish(c, await deps.auth.handler(c.req.raw));

  const ip = clientIp(c, deps.trustProxy);
  const tooMany = 'Too many attempts.';
  await enforce(store, deps.rateLimits.authPerIp, `ip:${ip}`, tooMany);
  const body = await readAuthBody(c);
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';

  if (path === SIGN_UP) await enforce(store, deps.rateLimits.signInPerIp, `ip:${ip}`, 'Too many sign-in attempts.');
  if (MAIL_SENDING.has(path) && email) {
    await enforce(store, deps.rateLimits.mail, `email:${email}`, 'Too many emails asked for this address.');
  }
  if (path === CHANGE_PASSWORD) {
    const session = await deps.resolveSession(header);
    if (session) {
      await enforce(store, deps.rateLimits.changePassword, `user:${session.user.id}`, 'Too many password changes.');
    }
  }
  if (path === SIGN_IN) return signIn(deps, c, email, ip);
  if (path === SIGN_OUT) return signOut(deps, c);
  return finish(c, await deps.auth.handler(c.req.raw));
}

/**
 * Sign-in: per IP for every attempt; per (email, address) only failures count. After
 * RATE_LIMIT_SIGNIN_PER_EMAIL consecutive failures that pair waits 15 s, then 30 s, 60 s... up to
 * 15 minutes; a success clears it. The owner at another address is never held back by it.
 */
async function signIn(deps: AuthRouteDeps, c: Context<AppEnv>, email: string, ip: string): Promise<Response> {
  const { store, signInPerIp, signInPerEmail } = deps.rateLimits;
  await enforce(store, signInPerIp, `ip:${ip}`, 'Too many sign-in attempts.');
  const pair = `${email}|${ip}`;
  if (email) {
    const wait = await store.ttl(`signin-block:${pair}`);
    if (wait > 0) {
      throw new AppError('RATE_LIMITED', `Too many failed sign-ins. Try again in ${wait} seconds.`, {
        headers: { 'Retry-After': String(wait) },
      });
    }
  }
  const response = await deps.auth.handler(c.req.raw);
  if (email && response.status === 401) {
    const failures = await store.increment(`signin-fail:${pair}`, FAILURE_MEMORY_SECONDS);
    if (failures >= signInPerEmail.max) {
      await store.set(`signin-block:${pair}`, backoffSeconds(failures, signInPerEmail.max));
    }
  } else if (email && response.ok) {
    await store.delete(`signin-fail:${pair}`, `signin-block:${pair}`);
  }
  return finish(c, response);
}

/**
 * better-auth answers a sign-out with success even when the session row could not be deleted
 * (the database was down), and the old cookie then still worked (finding 8). The session is
 * looked for afterwards: still there, or the database cannot say, and the answer is a 503.
 */
async function signOut(deps: AuthRouteDeps, c: Context<AppEnv>): Promise<Response> {
  let token: string | undefined;
  try {
    token = (await deps.resolveSession((name) => c.req.header(name)))?.token;
  } catch (error) {
    // The database cannot say which session this is, so it cannot end it either.
    deps.log.warn({ err: (error as Error).message }, 'sign-out: could not read the session');
    return signOutFailed(c);
  }
  const response = await deps.auth.handler(c.req.raw);
  if (!token || !response.ok) return finish(c, response);
  let remains = true;
  try {
    remains = Boolean(
      await deps.database.db.selectFrom('session').select('id').where('token', '=', token).executeTakeFirst(),
    );
  } catch (error) {
    deps.log.warn({ err: (error as Error).message }, 'sign-out: could not check that the session ended');
  }
  return remains ? signOutFailed(c) : finish(c, response);
}

function signOutFailed(c: Context<AppEnv>): Response {
  const error = databaseUnavailable();
  return c.json(
    {
      ...error.toBody(),
      error: 'Sign out failed: your session could not be ended. Please try again.',
      message: 'Sign out failed',
    },
    503,
    error.headers,
  );
}

/** The JSON body of an auth POST, checked; null when there is none or it is not JSON (better-auth answers that). */
async function readAuthBody(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const text = await c.req.raw.clone().text();
  if (!text.trim()) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  assertJsonSafe(body);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  for (const field of URL_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && value.length > MAX_CALLBACK_URL) {
      throw new AppError('VALIDATION_FAILED', `${field} must be at most ${MAX_CALLBACK_URL} characters.`, {
        fields: { [field]: `At most ${MAX_CALLBACK_URL} characters` },
      });
    }
  }
  return record;
}

/**
 * Requests a browser sends: browsers add fetch metadata (Sec-Fetch-Site, which page script cannot
 * set or remove) to every request, and the cookie once there is one. Page script there gets no token.
 * (better-auth needs an Origin on sign-in, so an API client sends one too: Origin does not tell.)
 */
function fromBrowser(c: Context<AppEnv>): boolean {
  return Boolean(c.req.header('sec-fetch-site') || c.req.header('cookie'));
}

/**
 * The session token leaves the server only in the httpOnly cookie, and, for an API client that
 * signs in itself (no fetch metadata, no cookie), in the signed `set-auth-token` header (finding 10).
 * Bodies never carry it: get-session, list-sessions, sign-in and sign-up returned the bare token.
 */
async function finish(c: Context<AppEnv>, response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  if (fromBrowser(c)) {
    headers.delete('set-auth-token');
    const exposed = headers.get('access-control-expose-headers');
    if (exposed) {
      const rest = exposed
        .split(',')
        .map((h) => h.trim())
        .filter((h) => h && h.toLowerCase() !== 'set-auth-token');
      if (rest.length) headers.set('access-control-expose-headers', rest.join(', '));
      else headers.delete('access-control-expose-headers');
    }
  }
  if (!(headers.get('content-type') ?? '').includes('application/json')) {
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, { status: response.status, headers });
  }
  headers.delete('content-length');
  return new Response(JSON.stringify(withoutTokens(body)), { status: response.status, headers });
}

function withoutTokens(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withoutTokens);
  if (typeof body !== 'object' || body === null) return body;
  const { token: _token, ...rest } = body as Record<string, unknown>;
  const session = rest.session;
  if (typeof session === 'object' && session !== null && !Array.isArray(session)) {
    const { token: _sessionToken, ...sessionRest } = session as Record<string, unknown>;
    rest.session = sessionRest;
  }
  return rest;
}
