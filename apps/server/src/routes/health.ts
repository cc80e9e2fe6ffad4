import { Hono } from 'hono';
import type { AppEnv } from '../context';

export const healthRoutes = new Hono<AppEnv>()
  /** Liveness: the process is up and serving. */
  .get('/health', (c) => c.json({ status: 'ok' }, 200))
  /** Readiness: the database answers. A load balancer stops routing here while it says 503. */
  .get('/ready', async (c) => {
    const ok = await c.get('deps').database.ping();
    return ok
      ? c.json({ status: 'ready', database: 'up' }, 200)
      : c.json({ error: 'The database is unavailable.', code: 'DATABASE_UNAVAILABLE', database: 'down' }, 503);
  })
  /** What the web app needs to know before sign-in: is the Google button offered? */
  .get('/config', (c) => c.json({ googleEnabled: c.get('deps').googleEnabled }, 200));
