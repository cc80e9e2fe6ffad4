import type { PublicConfig } from '@introask/shared';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';

export function healthRoutes(
  deps: Pick<AppDeps, 'database' | 'rateLimits' | 'googleEnabled' | 'generator' | 'mailer'>,
) {
  return (
    new Hono<AppEnv>()
      /** Liveness: the process is up and serving. */
      .get('/health', (c) => c.json({ status: 'ok' }, 200))
      /**
       * Readiness: the database takes a write. A load balancer stops routing here while it says 503.
       * Redis is reported as it is ('down' while limits count in this process only) without failing
       * readiness: requests are still served (finding 17).
       */
      .get('/ready', async (c) => {
        const ok = await deps.database.ping();
        const store = deps.rateLimits.store.status();
        const redis = store === 'memory' ? 'not configured' : store === 'redis' ? 'up' : 'down';
        return ok
          ? c.json({ status: 'ready', database: 'up', redis }, 200)
          : c.json(
              { error: 'The database is unavailable.', code: 'DATABASE_UNAVAILABLE', database: 'down', redis },
              503,
              {
                'Retry-After': '5',
              },
            );
      })
      /** What the web app needs to know up front: is the Google button offered, does a model write (and its name)? */
      .get('/config', (c) => {
        const config: PublicConfig = {
          googleEnabled: deps.googleEnabled,
          modelConfigured: deps.generator.modelName !== null,
          modelName: deps.generator.modelName,
          passwordResetEnabled: deps.mailer !== null,
        };
        return c.json(config, 200);
      })
  );
}
