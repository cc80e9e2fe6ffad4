import { fieldUpdateSchema, profileUpdateSchema } from '@introask/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { requireUser } from '../http/require-user';
import { readJson } from '../http/validate';
import { getProfile, updateProfile } from '../services/profile';

export const profileRoutes = new Hono<AppEnv>()
  .get('/profile', async (c) => {
    const user = requireUser(c);
    return c.json(await getProfile(c.get('db'), user.id), 200);
  })
  .put('/profile', async (c) => {
    const user = requireUser(c);
    const changes = await readJson(c, profileUpdateSchema);
    return c.json(await updateProfile(c.get('db'), user.id, changes), 200);
  })
  .put('/field', async (c) => {
    const user = requireUser(c);
    const { field, content } = await readJson(c, fieldUpdateSchema);
    return c.json(await updateProfile(c.get('db'), user.id, { [field]: content }), 200);
  });
