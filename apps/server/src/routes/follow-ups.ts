import { followUpDraftQuerySchema, followUpSettingsSchema, rfiImportSchema } from '@introask/shared';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { requireUser, signedIn } from '../http/require-user';
import { jsonBody, valid, validQuery } from '../http/validate';
import { enforce } from '../rate-limit/limit';
import { followUpDraft, listDueFollowUps, setFollowUpDays } from '../services/follow-ups';
import { importGuestCopies } from '../services/rfi-import';

/** Issue 14: due follow-ups and the drafts for each step (item 4), and a guest's copies imported (item 7). */
export function followUpRoutes(deps: Pick<AppDeps, 'database' | 'rateLimits'>) {
  const db = deps.database.db;
  // Writes count against the save limit, refused or not, before the body is read (as POST /rfi).
  const limited = (what: string) =>
    async function limit(c: Parameters<typeof requireUser>[0], next: () => Promise<void>) {
      const user = requireUser(c);
      await enforce(deps.rateLimits.store, deps.rateLimits.save, `user:${user.id}`, what);
      await next();
    };
  return new Hono<AppEnv>()
    .get('/follow-ups', async (c) => {
      const user = requireUser(c);
      return c.json(await listDueFollowUps(db, user.id), 200);
    })
    .put(
      '/follow-ups/settings',
      signedIn,
      limited('Too many changes.'),
      jsonBody,
      valid(followUpSettingsSchema),
      async (c) => {
        const user = requireUser(c);
        const { business_days } = c.req.valid('json');
        return c.json({ business_days: await setFollowUpDays(db, user.id, business_days) }, 200);
      },
    )
    .get('/rfi/:id/follow-up', signedIn, validQuery(followUpDraftQuerySchema), async (c) => {
      const user = requireUser(c);
      const { outcome } = c.req.valid('query');
      return c.json({ draft: await followUpDraft(db, user.id, c.req.param('id'), outcome) }, 200);
    })
    .post('/rfi/import', signedIn, limited('Too many saves.'), jsonBody, valid(rfiImportSchema), async (c) => {
      const user = requireUser(c);
      return c.json(await importGuestCopies(db, user.id, c.req.valid('json').items), 200);
    });
}
