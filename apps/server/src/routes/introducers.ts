import { introducerCreateSchema, introducerUpdateSchema } from '@introask/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { notFound } from '../http/errors';
import { requireUser } from '../http/require-user';
import { readJson } from '../http/validate';
import { createIntroducer, updateIntroducer } from '../services/introducers';

export const introducerRoutes = new Hono<AppEnv>()
  .get('/introducers', async (c) => {
    const user = requireUser(c);
    const body = await c.get('deps').introducerLists.json(c.get('db'), user.id);
    return c.body(body, 200, { 'Content-Type': 'application/json' });
  })
  .post('/introducers', async (c) => {
    const user = requireUser(c);
    const input = await readJson(c, introducerCreateSchema);
    return c.json(await createIntroducer(c.get('db'), user.id, input), 201);
  })
  .put('/introducers/:id', async (c) => {
    const user = requireUser(c);
    const id = c.req.param('id');
    if (id.length > 64) throw notFound('Introducer');
    const { context } = await readJson(c, introducerUpdateSchema);
    return c.json(await updateIntroducer(c.get('db'), user.id, id, context), 200);
  });
