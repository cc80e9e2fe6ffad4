import type { MiddlewareHandler } from 'hono';
import type { HeaderGetter } from '../auth/session';
import type { AppEnv } from '../context';
import { AppError } from '../errors/app-error';

/**
 * Cross-site writes with the session cookie are refused. SameSite=Lax already keeps the cookie
 * off cross-site fetches; this also covers older browsers and same-site subdomains. Bearer-token
 * clients are not at risk (a browser never attaches the header by itself), so they pass.
 */
export function createCsrfCheck(trusted: string[]): (method: string, header: HeaderGetter) => void {
  const origins = new Set(trusted.map((o) => new URL(o).origin));
  return (method, header) => {
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return;
    if (header('authorization')?.toLowerCase().startsWith('bearer ')) return;
    const origin = header('origin');
    const site = header('sec-fetch-site');
    const crossSite = site === 'cross-site' || (origin !== undefined && origin !== 'null' && !origins.has(origin));
    if (crossSite || origin === 'null') {
      throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
    }
  };
}

export function csrfGuard(trusted: string[]): MiddlewareHandler<AppEnv> {
  const check = createCsrfCheck(trusted);
  return async (c, next) => {
    check(c.req.method, (name) => c.req.header(name));
    return next();
  };
}
