import { historyQuerySchema, saveRfiRequestSchema } from '@introask/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { requireUser } from '../http/require-user';
import { parseWith, readJson } from '../http/validate';
import { enforce } from '../rate-limit/limit';
import { getProfile } from '../services/profile';
import { listRfi, saveRfi } from '../services/rfi';

export const rfiRoutes = new Hono<AppEnv>()
  .post('/rfi', async (c) => {
    const user = requireUser(c);
    const deps = c.get('deps');
    await enforce(deps.rateLimits.store, deps.rateLimits.save, `user:${user.id}`, 'Too many saves.');
    const { message, ...request } = await readJson(c, saveRfiRequestSchema);
    const summary = deps.summarize(request, await getProfile(c.get('db'), user.id));
    return c.json(await saveRfi(c.get('db'), user.id, { request, message, summary }), 201);
  })
  .get('/rfi', async (c) => {
    const user = requireUser(c);
    const query = parseWith(historyQuerySchema, c.req.query());
    return c.json(await listRfi(c.get('db'), user.id, query), 200);
  });
