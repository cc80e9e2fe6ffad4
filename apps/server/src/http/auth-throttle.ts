import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { enforce } from '../rate-limit/limit';
import { clientIp } from './client-ip';
import { AppError } from './errors';

const THROTTLED = new Set(['/api/auth/sign-in/email', '/api/auth/sign-up/email']);

/**
 * Brute-force protection in front of better-auth: sign-in and sign-up attempts are counted per
 * client IP and (sign-in) per email address, in the shared store, with a truthful 429.
 */
export const authThrottle: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'POST' || !THROTTLED.has(c.req.path)) return next();
  const deps = c.get('deps');
  const { store, signInPerIp, signInPerEmail } = deps.rateLimits;
  const ip = clientIp(c, deps.trustProxy);
  const message = 'Too many sign-in attempts.';
  try {
    await enforce(store, signInPerIp, `ip:${ip}`, message);
    if (c.req.path.endsWith('/sign-in/email')) {
      const email = await c.req.raw
        .clone()
        .json()
        .then((body: unknown) => {
          const email = (body as { email?: unknown } | null)?.email;
          return typeof email === 'string' ? email.trim().toLowerCase() : '';
        })
        .catch(() => '');
      if (email) await enforce(store, signInPerEmail, `email:${email}`, message);
    }
  } catch (error) {
    // better-auth's client reads `message` (its own errors' field): without it the sign-in form
    // showed "Invalid email or password." for a 429. Same body otherwise, plus `message`.
    if (error instanceof AppError) {
      return c.json({ ...error.toBody(), message: error.message }, error.status as 429, error.headers);
    }
    throw error;
  }
  return next();
};
