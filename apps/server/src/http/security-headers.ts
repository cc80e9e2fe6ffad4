import type { MiddlewareHandler } from 'hono';

/**
 * Security headers on every answer, HTML and API alike. Inline styles are allowed because
 * Radix and sonner position popovers and toasts with style attributes; scripts are not.
 *
 * The set is computed once. For the JSON API it is handed to Hono before the handler runs, so it
 * goes into the Response as it is built; hono/secure-headers instead edits every finished
 * Response's headers, which halved a minimal route's throughput here (bench/RESULTS.md).
 * Responses built outside the context (better-auth, static files) get the headers afterwards.
 */
export interface SecurityHeaderOptions {
  https: boolean;
  extraConnect?: string[];
}

/** The headers every answer carries, as [name, value] pairs. */
export function securityHeaderList(options: SecurityHeaderOptions): [string, string][] {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...(options.extraConnect ?? [])].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
  const headers: [string, string][] = [
    ['Content-Security-Policy', csp],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
  if (options.https) headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  return headers;
}

export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const headers = securityHeaderList(options);
  return async (c, next) => {
    for (const [name, value] of headers) c.header(name, value);
    await next();
    // The API answers through c.json (errors too, via onError), which takes the prepared headers.
    // Only Responses returned as they are, better-auth's and the static files', need them added.
    const path = c.req.path;
    if (!path.startsWith('/api/') || path.startsWith('/api/auth/')) {
      for (const [name, value] of headers) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}
