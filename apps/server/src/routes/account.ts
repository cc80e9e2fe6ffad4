/** The account page's API (decision 012): the account, its data to download, and deleting it. */
import { deleteAccountSchema } from '@introask/shared';
import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../context';
import { AppError } from '../errors/app-error';
import { requireUser, signedIn } from '../http/require-user';
import { jsonBody, valid } from '../http/validate';
import { deleteAccount, exportAccount, getAccount, historyCsv } from '../services/account';

const day = () => new Date().toISOString().slice(0, 10);
const download = (filename: string, type: string) => ({
  'Content-Type': type,
  'Content-Disposition': `attachment; filename="${filename}"`,
  'Cache-Control': 'no-store',
});

export function accountRoutes(deps: Pick<AppDeps, 'database' | 'mailer' | 'introducerLists' | 'auth' | 'log'>) {
  const db = deps.database.db;
  return new Hono<AppEnv>()
    .get('/account', async (c) => {
      const user = requireUser(c);
      return c.json(await getAccount(db, user.id, deps.mailer !== null), 200);
    })
    .get('/account/export', async (c) => {
      const user = requireUser(c);
      const data = await exportAccount(db, user.id);
      return c.body(
        JSON.stringify(data, null, 2),
        200,
        download(`introask-export-${day()}.json`, 'application/json; charset=utf-8'),
      );
    })
    .get('/account/history.csv', async (c) => {
      const user = requireUser(c);
      return c.body(
        await historyCsv(db, user.id),
        200,
        download(`introask-history-${day()}.csv`, 'text/csv; charset=utf-8'),
      );
    })
    .post('/account/delete', signedIn, jsonBody, valid(deleteAccountSchema), async (c) => {
      const user = requireUser(c);
      const { email } = c.req.valid('json');
      if (email.toLowerCase() !== user.email.toLowerCase()) {
        throw new AppError('VALIDATION_FAILED', 'Type the email address of this account to confirm.', {
          fields: { email: 'Does not match this account' },
        });
      }
      await deleteAccount(db, user.id);
      deps.introducerLists.forget(user.id);
      // The session row is gone (its cookie now gets 401); the browser's copy goes too.
      const { name, attributes } = (await deps.auth.$context).authCookies.sessionToken;
      deleteCookie(c, name, {
        path: attributes.path ?? '/',
        secure: attributes.secure,
        httpOnly: true,
        sameSite: 'Lax',
      });
      deps.log.info({ user: user.id }, 'account deleted');
      return c.json({ deleted: true }, 200);
    });
}
