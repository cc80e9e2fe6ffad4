import {
  introducerAsksQuerySchema,
  introducerCreateSchema,
  introducerListQuerySchema,
  introducerMergeSchema,
  introducerUpdateSchema,
} from '@introask/shared';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { notFound } from '../errors/app-error';
import { requireUser, signedIn } from '../http/require-user';
import { jsonBody, valid, validQuery } from '../http/validate';
import { enforce } from '../rate-limit/limit';
import { introducerAsks } from '../services/introducer-asks';
import {
  createIntroducer,
  deleteIntroducer,
  introducerOverview,
  isIntroducerId,
  mergeIntroducers,
  pageIntroducers,
  updateIntroducer,
} from '../services/introducers';

/** An id of the wrong shape is a 404 before the body is read. */
const introducerId: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isIntroducerId(c.req.param('id') ?? '')) throw notFound('Introducer');
  await next();
};

export function introducerRoutes(deps: Pick<AppDeps, 'database' | 'introducerLists' | 'rateLimits'>) {
  const db = deps.database.db;
  /** Merges and deletes count against the introducers limit, refused or not. */
  const writeLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
    const user = requireUser(c);
    await enforce(deps.rateLimits.store, deps.rateLimits.introducers, `user:${user.id}`, 'Too many changes.');
    await next();
  };
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
      /** The Introducers page (issue 14 item 6): each with its number of requests and their statuses. */
      .get('/introducers/overview', async (c) => {
        const user = requireUser(c);
        return c.json(await introducerOverview(db, user.id), 200);
      })
      /** Don't over-ask (issue 14 item 5): the requests already sent through this introducer. */
      .get('/introducers/asks', signedIn, validQuery(introducerAsksQuerySchema), async (c) => {
        const user = requireUser(c);
        return c.json(await introducerAsks(db, user.id, c.req.valid('query')), 200);
      })
      .put('/introducers/:id', signedIn, introducerId, jsonBody, valid(introducerUpdateSchema), async (c) => {
        const user = requireUser(c);
        return c.json(await updateIntroducer(db, user.id, c.req.param('id'), c.req.valid('json')), 200);
      })
      .delete('/introducers/:id', signedIn, introducerId, writeLimit, async (c) => {
        const user = requireUser(c);
        await deleteIntroducer(db, user.id, c.req.param('id'));
        return c.body(null, 204);
      })
      .post(
        '/introducers/:id/merge',
        signedIn,
        introducerId,
        writeLimit,
        jsonBody,
        valid(introducerMergeSchema),
        async (c) => {
          const user = requireUser(c);
          return c.json(await mergeIntroducers(db, user.id, c.req.param('id'), c.req.valid('json').into), 200);
        },
      )
  );
}
