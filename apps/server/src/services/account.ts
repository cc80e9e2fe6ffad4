/**
 * The account itself (decision 012): what the account page shows, everything of a user as JSON and the
 * history as CSV, and deleting every row of the user in one transaction.
 */
import { type AccountInfo, PROFILE_FIELDS } from '@introask/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../errors/app-error';

const iso = (value: string | number | Date | null | undefined) =>
  value === null || value === undefined ? null : new Date(value).toISOString();
const truthy = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

export async function getAccount(db: Kysely<Database>, userId: string, mailEnabled: boolean): Promise<AccountInfo> {
  const user = await db
    .selectFrom('user')
    .select(['id', 'name', 'email', 'emailVerified', 'createdAt'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound('Account');
  const accounts = await db
    .selectFrom('account')
    .select(['providerId', 'password'])
    .where('userId', '=', userId)
    .execute();
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: truthy(user.emailVerified),
    createdAt: iso(user.createdAt) ?? '',
    hasPassword: accounts.some((a) => a.providerId === 'credential' && Boolean(a.password)),
    providers: [...new Set(accounts.map((a) => a.providerId))].sort(),
    mailEnabled,
  };
}

/** Every saved message of the user, oldest first, with its introducer's name. */
async function history(db: Kysely<Database>, userId: string) {
  const rows = await db
    .selectFrom('rfi')
    .leftJoin('introducers', (join) =>
      join.onRef('introducers.id', '=', 'rfi.introducer_id').on('introducers.user_id', '=', userId),
    )
    .selectAll('rfi')
    .select('introducers.name as introducer_name')
    .where('rfi.user_id', '=', userId)
    .orderBy('rfi.created_at', 'asc')
    .orderBy('rfi.id', 'asc')
    .execute();
  // Every column the table has (statuses too, when they exist), less the owner, the retired request
  // and the draft id (the browser's key for "the same draft", which means nothing outside it).
  // The introducer's name now, or the one the request was sent with once the introducer is deleted.
  return rows.map(
    ({ user_id: _owner, request: _request, draft_id: _draft, sent_introducer_name, introducer_name, ...row }) => ({
      ...row,
      introducer_name: introducer_name ?? sent_introducer_name,
    }),
  );
}

export async function exportAccount(db: Kysely<Database>, userId: string) {
  const user = await db
    .selectFrom('user')
    .select(['id', 'name', 'email', 'emailVerified', 'createdAt'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound('Account');
  const [accounts, sessions, profile, introducers, messages] = await Promise.all([
    db.selectFrom('account').select(['providerId', 'createdAt']).where('userId', '=', userId).execute(),
    db
      .selectFrom('session')
      .select(['createdAt', 'expiresAt', 'ipAddress', 'userAgent'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute(),
    db
      .selectFrom('profiles')
      .select([...PROFILE_FIELDS, 'updated_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('introducers')
      .select(['id', 'name', 'context', 'email', 'created_at', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    history(db, userId),
  ]);
  // Each request's dated status changes (its timeline), oldest first, beside the request itself.
  const events = await db
    .selectFrom('rfi_events')
    .select(['rfi_id', 'status', 'reason', 'at'])
    .where('user_id', '=', userId)
    .orderBy('at', 'asc')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const timelines = new Map<string, { status: string; reason: string | null; at: string }[]>();
  for (const { rfi_id, ...event } of events) {
    const list = timelines.get(rfi_id) ?? [];
    list.push(event);
    timelines.set(rfi_id, list);
  }
  return {
    format: 'introask-export',
    version: 1,
    exported_at: new Date().toISOString(),
    account: {
      id: user.id,
      name: user.name,
      email: user.email,
      email_verified: truthy(user.emailVerified),
      created_at: iso(user.createdAt),
      sign_in_methods: accounts.map((a) => ({ provider: a.providerId, linked_at: iso(a.createdAt) })),
    },
    sessions: sessions.map((s) => ({
      created_at: iso(s.createdAt),
      expires_at: iso(s.expiresAt),
      ip_address: s.ipAddress,
      user_agent: s.userAgent,
    })),
    profile: profile ?? null,
    introducers,
    history: messages.map((message) => ({ ...message, timeline: timelines.get(message.id) ?? [] })),
  };
}

/** A CSV cell: quoted, and defused when a spreadsheet would read it as a formula. */
function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export async function historyCsv(db: Kysely<Database>, userId: string): Promise<string> {
  const rows = await history(db, userId);
  const columns = ['created_at', 'target_name', 'introducer_name', 'summary', 'message', 'writer'];
  const extra = rows[0]
    ? Object.keys(rows[0]).filter((k) => !columns.includes(k) && k !== 'id' && k !== 'introducer_id')
    : [];
  const header = [...columns, ...extra];
  const lines = [header.map(cell).join(',')];
  for (const row of rows) lines.push(header.map((k) => cell((row as Record<string, unknown>)[k])).join(','));
  // CRLF (RFC 4180) and a BOM, so spreadsheet programs read the UTF-8 names right.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Every row of the user, in every table, in one transaction (both dialects). */
export async function deleteAccount(db: Kysely<Database>, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('rfi_trash').where('user_id', '=', userId).execute();
    await trx.deleteFrom('rfi_events').where('user_id', '=', userId).execute();
    await trx.deleteFrom('rfi').where('user_id', '=', userId).execute();
    await trx.deleteFrom('introducers').where('user_id', '=', userId).execute();
    await trx.deleteFrom('profiles').where('user_id', '=', userId).execute();
    // Reset links keep the user's id as their value.
    await trx.deleteFrom('verification').where('value', '=', userId).execute();
    await trx.deleteFrom('session').where('userId', '=', userId).execute();
    await trx.deleteFrom('account').where('userId', '=', userId).execute();
    await trx.deleteFrom('user').where('id', '=', userId).execute();
  });
}
