import { introducerCreateSchema, introducerListQuerySchema, introducerUpdateSchema } from '@introask/shared';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { notFound } from '../errors/app-error';
import { requireUser, signedIn } from '../http/require-user';
import { jsonBody, valid, validQuery } from '../http/validate';
import { enforce } from '../rate-limit/limit';
import { createIntroducer, isIntroducerId, pageIntroducers, updateIntroducer } from '../services/introducers';

export function introducerRoutes(deps: Pick<AppDeps, 'database' | 'introducerLists' | 'rateLimits'>) {
  const db = deps.database.db;
  return (
    new Hono<AppEnv>()
      .get('/introducers', async (c) => {
        const user = requireUser(c);
        const body = await deps.introducerLists.json(db, user.id);
        return c.body(body, 200, { 'Content-Type': 'application/json' });
      })
      /** By name prefix (the autocomplete) or page by page: `{items, next_cursor}`. */
      .get('/introducers/page', signedIn, validQuery(introducerListQuerySchema), async (c) => {
        const user = requireUser(c);
        return c.json(await pageIntroducers(db, user.id, c.req.valid('query')), 200);
      })
      .post(
        '/introducers',
        signedIn,
        // A refused create counts too, as before the body is read.
        async (c, next) => {
          const user = requireUser(c);
          await enforce(
            deps.rateLimits.store,
            deps.rateLimits.introducers,
            `user:${user.id}`,
            'Too many new introducers.',
          );
          await next();
        },
        jsonBody,
        valid(introducerCreateSchema),
        async (c) => {
          const user = requireUser(c);
          return c.json(await createIntroducer(db, user.id, c.req.valid('json')), 201);
        },
      )
      .put(
        '/introducers/:id',
        signedIn,
        // An id of the wrong shape is a 404 before the body is read.
        async (c, next) => {
          if (!isIntroducerId(c.req.param('id') ?? '')) throw notFound('Introducer');
          await next();
        },
        jsonBody,
        valid(introducerUpdateSchema),
        async (c) => {
          const user = requireUser(c);
          const { context } = c.req.valid('json');
          return c.json(await updateIntroducer(db, user.id, c.req.param('id'), context), 200);
        },
      )
  );
}
