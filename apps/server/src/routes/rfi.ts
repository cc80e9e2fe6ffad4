import { historyQuerySchema, rfiStatusUpdateSchema, saveRfiRequestSchema } from '@introask/shared';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { requireUser, signedIn } from '../http/require-user';
import { jsonBody, valid, validQuery } from '../http/validate';
import { enforce } from '../rate-limit/limit';
import { getProfile } from '../services/profile';
import { listRfi, listRfiEvents, saveRfi, setRfiStatus } from '../services/rfi';
import { deleteRfi, restoreRfi } from '../services/rfi-trash';

export function rfiRoutes(deps: Pick<AppDeps, 'database' | 'rateLimits' | 'summarize'>) {
  const db = deps.database.db;
  const saveLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
    const user = requireUser(c);
    await enforce(deps.rateLimits.store, deps.rateLimits.save, `user:${user.id}`, 'Too many changes.');
    await next();
  };
  return (
    new Hono<AppEnv>()
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
      // A status change is a write like a save: it counts against the same limit, refused or not.
      .post('/rfi/:id/status', signedIn, saveLimit, jsonBody, valid(rfiStatusUpdateSchema), async (c) => {
        const user = requireUser(c);
        return c.json(await setRfiStatus(db, user.id, c.req.param('id'), c.req.valid('json')), 201);
      })
      .get('/rfi/:id/events', async (c) => {
        const user = requireUser(c);
        return c.json(await listRfiEvents(db, user.id, c.req.param('id')), 200);
      })
      // Delete with Undo (decision 020): the request leaves the history now, and can be restored
      // within RFI_UNDO_WINDOW_MS. Both are writes like a save and count against its limit.
      .delete('/rfi/:id', signedIn, saveLimit, async (c) => {
        const user = requireUser(c);
        return c.json(await deleteRfi(db, user.id, c.req.param('id')), 200);
      })
      .post('/rfi/:id/restore', signedIn, saveLimit, async (c) => {
        const user = requireUser(c);
        return c.json(await restoreRfi(db, user.id, c.req.param('id')), 200);
      })
  );
}
