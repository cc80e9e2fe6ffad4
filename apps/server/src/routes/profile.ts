import { fieldUpdateSchema, profileUpdateSchema } from '@introask/shared';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { requireUser, signedIn } from '../http/require-user';
import { jsonBody, valid } from '../http/validate';
import { getProfile, updateProfile } from '../services/profile';

export function profileRoutes({ database }: Pick<AppDeps, 'database'>) {
  const db = database.db;
  return new Hono<AppEnv>()
    .get('/profile', async (c) => {
      const user = requireUser(c);
      return c.json(await getProfile(db, user.id), 200);
    })
    .put('/profile', signedIn, jsonBody, valid(profileUpdateSchema), async (c) => {
      const user = requireUser(c);
      const changes = c.req.valid('json');
      return c.json(await updateProfile(db, user.id, changes), 200);
    })
    .put('/field', signedIn, jsonBody, valid(fieldUpdateSchema), async (c) => {
      const user = requireUser(c);
      const { field, content } = c.req.valid('json');
      return c.json(await updateProfile(db, user.id, { [field]: content }), 200);
    });
}
