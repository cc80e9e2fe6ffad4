import { historyQuerySchema, rfiStatusUpdateSchema, saveRfiRequestSchema } from '@introask/shared';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { requireUser, signedIn } from '../http/require-user';
import { jsonBody, valid, validQuery } from '../http/validate';
import { enforce } from '../rate-limit/limit';
import { getProfile } from '../services/profile';
import { listRfi, listRfiEvents, saveRfi, setRfiStatus } from '../services/rfi';

export function rfiRoutes(deps: Pick<AppDeps, 'database' | 'rateLimits' | 'summarize'>) {
  const db = deps.database.db;
  return new Hono<AppEnv>()
    .post(
      '/rfi',
      signedIn,
      // A refused save counts too, as before the body is read.
      async (c, next) => {
        const user = requireUser(c);
        await enforce(deps.rateLimits.store, deps.rateLimits.save, `user:${user.id}`, 'Too many saves.');
        await next();
      },
      jsonBody,
      valid(saveRfiRequestSchema),
      async (c) => {
        const user = requireUser(c);
        const { message, writer, draft_id: draftId, ...request } = c.req.valid('json');
        const summary = deps.summarize(request, await getProfile(db, user.id));
        return c.json(await saveRfi(db, user.id, { request, message, summary, writer, draftId }), 201);
      },
    )
    .get('/rfi', signedIn, validQuery(historyQuerySchema), async (c) => {
      const user = requireUser(c);
      return c.json(await listRfi(db, user.id, c.req.valid('query')), 200);
    })
    .post(
      '/rfi/:id/status',
      signedIn,
      // A status change is a write like a save: it counts against the same limit, refused or not.
      async (c, next) => {
        const user = requireUser(c);
        await enforce(deps.rateLimits.store, deps.rateLimits.save, `user:${user.id}`, 'Too many changes.');
        await next();
      },
      jsonBody,
      valid(rfiStatusUpdateSchema),
      async (c) => {
        const user = requireUser(c);
        return c.json(await setRfiStatus(db, user.id, c.req.param('id'), c.req.valid('json')), 201);
      },
    )
    .get('/rfi/:id/events', async (c) => {
      const user = requireUser(c);
      return c.json(await listRfiEvents(db, user.id, c.req.param('id')), 200);
    });
}
