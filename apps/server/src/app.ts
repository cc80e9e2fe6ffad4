/**
 * The HTTP application: middleware, the API under /api, better-auth under /api/auth, and the
 * built web app for everything else. Built from its dependencies so tests can make one per suite.
 */
import { MAX_BODY_BYTES } from '@introask/shared';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps, AppEnv } from './context';
import { AppError } from './errors/app-error';
import { authRoute } from './http/auth-route';
import { csrfGuard } from './http/csrf';
import { errorHandler, tooLarge } from './http/error-handler';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { webApp } from './http/static';
import { accountRoutes } from './routes/account';
import { followUpRoutes } from './routes/follow-ups';
import { generateRoutes } from './routes/generate';
import { healthRoutes } from './routes/health';
import { introducerRoutes } from './routes/introducers';
import { profileRoutes } from './routes/profile';
import { rfiRoutes } from './routes/rfi';

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const origins = [deps.publicUrl, ...deps.trustedOrigins];

  app.use('*', async (c, next) => {
    c.set('user', null);
    await next();
  });
  app.use('*', requestLog(deps.log));
  app.use('*', securityHeaders({ https: deps.publicUrl.startsWith('https://') }));
  // better-auth reads the Request itself, so its bodies are limited here; the API's own JSON
  // bodies are limited as they are read (http/read-body.ts).
  app.use(
    '/api/auth/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw tooLarge();
      },
    }),
  );

  // better-auth checks origins for some writes only; the guard refuses every cross-site write,
  // including a sign-up or sign-in posted from another site (login CSRF).
  const guard = csrfGuard(origins);
  // PostgreSQL text cannot hold U+0000: an id, token or cursor carrying one is refused before any
  // query sees it (finding 2). Node's parser refuses a raw NUL in the URL; this is the encoded one.
  // A session token (bearer or cookie) that decodes to a NUL is no session: 401, not a query. better-auth
  // checks a token's signature before its query, but a NUL in a validly signed one reached PostgreSQL.
  app.use('/api/*', async (c, next) => {
    if (c.req.url.includes('%00')) {
      throw new AppError('VALIDATION_FAILED', 'The address must not contain the NUL character (%00).');
    }
    if (hasNulCredential(c.req.header('authorization'), c.req.header('cookie'))) {
      throw new AppError('UNAUTHENTICATED', 'The session token is not valid. Sign in again.');
    }
    await next();
  });
  app.on(['GET', 'POST'], '/api/auth/*', guard, authRoute(deps));

  app.use('/api/*', guard, async (c, next) => {
    // Read headers through Hono: touching c.req.raw would build a whole web Request per call.
    const session = await deps.resolveSession((name) => c.req.header(name));
    c.set('user', session?.user ?? null);
    await next();
  });

  const api = new Hono<AppEnv>()
    .route('/', healthRoutes(deps))
    .route('/', profileRoutes(deps))
    .route('/', generateRoutes(deps))
    .route('/', followUpRoutes(deps))
    .route('/', rfiRoutes(deps))
    .route('/', introducerRoutes(deps))
    .route('/', accountRoutes(deps));
  // The app with the API's routes in its type: what the web app's typed client (`hc<App>`) reads.
  const typed = app.route('/api', api);
  app.all('/api/*', (c) => {
    throw new AppError('NOT_FOUND', `No API endpoint ${c.req.method} ${c.req.path}.`);
  });

  const site = deps.webDist ? webApp(deps.webDist) : null;
  if (site) app.on(['GET', 'HEAD'], '*', site);
  else if (deps.webDist) deps.log.warn({ webDist: deps.webDist }, 'web app not built: serving the API only');

  app.notFound((c) => c.json({ error: 'Not found.', code: 'NOT_FOUND' }, 404));
  app.onError(errorHandler(deps.log));
  return typed;
}

export type App = ReturnType<typeof createApp>;

/**
 * Whether the bearer token or a session cookie carries an encoded NUL (`%00`, the only form a header
 * can hold: Node refuses a raw one). Other cookies of the site are not ours to judge.
 */
export function hasNulCredential(authorization: string | undefined, cookie: string | undefined): boolean {
  if (authorization && /%00/i.test(authorization)) return true;
  if (!cookie) return false;
  return cookie.split(';').some((pair) => {
    const at = pair.indexOf('=');
    return at > 0 && pair.slice(0, at).trim().endsWith('.session_token') && /%00/i.test(pair.slice(at + 1));
  });
}
