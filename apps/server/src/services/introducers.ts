/** A user's introducers. Names are unique per user, case-insensitively; another user's row is a 404. */
import { randomUUID } from 'node:crypto';
import {
  INTRODUCER_PAGE,
  INTRODUCERS_MAX_PER_USER,
  type Introducer,
  type IntroducerCreate,
  type IntroducerListQuery,
  type IntroducerOverview,
  type IntroducerUpdate,
  type RfiStatus,
} from '@introask/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { AppError, notFound } from '../errors/app-error';

const columns = ['id', 'name', 'context', 'email'] as const;

export async function listIntroducers(db: Kysely<Database>, userId: string): Promise<Introducer[]> {
  return db
    .selectFrom('introducers')
    .select(columns)
    .where('user_id', '=', userId)
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

/**
 * lower() on both sides, so the lookup agrees with the unique index in either dialect (SQLite's
 * lower() folds ASCII only: comparing with JavaScript's toLowerCase() missed 'Ágnes' there).
 */
export async function findIntroducerByName(db: Kysely<Database>, userId: string, name: string) {
  return db
    .selectFrom('introducers')
    .select(columns)
    .where('user_id', '=', userId)
    .where(sql`lower(name)`, '=', sql<string>`lower(${name})`)
    .executeTakeFirst();
}

const duplicateName = (name: string) =>
  new AppError('CONFLICT', `You already have an introducer named ${name}.`, {
    fields: { name: 'An introducer with this name exists' },
  });

export interface IntroducerPage {
  items: Introducer[];
  next_cursor: string | null;
}

/**
 * One page of the user's introducers in name order, optionally only those whose name starts with
 * `prefix` (case-insensitive, as the autocomplete matches): the list no longer has to be read whole
 * (finding 12). lower() on both sides, as in findIntroducerByName.
 */
export async function pageIntroducers(
  db: Kysely<Database>,
  userId: string,
  query: IntroducerListQuery,
): Promise<IntroducerPage> {
  const limit = query.limit ?? INTRODUCER_PAGE.default;
  let select = db
    .selectFrom('introducers')
    .select([...columns, sql<string>`lower(name)`.as('sort_key')])
    .where('user_id', '=', userId);
  if (query.prefix) {
    const length = [...query.prefix].length;
    select = select.where(sql`substr(lower(name), 1, ${length})`, '=', sql<string>`lower(${query.prefix})`);
  }
  if (query.cursor) {
    const [key, id] = decodePageCursor(query.cursor);
    select = select.where((eb) =>
      eb.or([eb(sql`lower(name)`, '>', key), eb.and([eb(sql`lower(name)`, '=', key), eb('id', '>', id)])]),
    );
  }
  const rows = await select
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .limit(limit + 1)
    .execute();
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    items: items.map(({ id, name, context, email }) => ({ id, name, context, email })),
    next_cursor:
      rows.length > limit && last ? Buffer.from(`${last.sort_key}\u0001${last.id}`).toString('base64url') : null,
  };
}

function decodePageCursor(cursor: string): [string, string] {
  const [key, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('\u0001');
  if (key === undefined || !id || rest.length || !isIntroducerId(id) || key.includes('\u0000')) {
    throw new AppError('VALIDATION_FAILED', 'cursor is not valid: pass the next_cursor of the previous page.', {
      fields: { cursor: 'Invalid cursor' },
    });
  }
  return [key, id];
}

/** Introducer ids are UUIDs: anything else is no introducer, answered before a query sees it. */
export function isIntroducerId(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

export async function createIntroducer(
  db: Kysely<Database>,
  userId: string,
  input: IntroducerCreate,
): Promise<Introducer> {
  if (await findIntroducerByName(db, userId, input.name)) {
    throw duplicateName(input.name);
  }
  const { count } = await db
    .selectFrom('introducers')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= INTRODUCERS_MAX_PER_USER) {
    throw new AppError(
      'CONFLICT',
      `You can keep at most ${INTRODUCERS_MAX_PER_USER.toLocaleString('en-US')} introducers.`,
      {
        fields: { name: 'Introducer limit reached' },
      },
    );
  }
  const now = new Date().toISOString();
  const row = {
    id: randomUUID(),
    user_id: userId,
    name: input.name,
    context: input.context,
    email: input.email,
    created_at: now,
    updated_at: now,
  };
  try {
    await db.insertInto('introducers').values(row).execute();
  } catch (error) {
    // Two saves racing on the same name: the unique index decides; answer as above.
    if (/unique|duplicate/i.test(String((error as Error).message))) {
      throw duplicateName(input.name);
    }
    throw error;
  }
  await bumpVersion(db, userId);
  return { id: row.id, name: row.name, context: row.context, email: row.email };
}

/** After the write has committed, so a reader that sees the new number also sees the write. */
async function bumpVersion(db: Kysely<Database>, userId: string) {
  await db
    .updateTable('profiles')
    .set((eb) => ({ introducers_version: eb('introducers_version', '+', 1) }))
    .where('user_id', '=', userId)
    .execute();
}

export async function updateIntroducer(
  db: Kysely<Database>,
  userId: string,
  id: string,
  update: IntroducerUpdate,
): Promise<Introducer> {
  if (update.name !== undefined) {
    const same = await findIntroducerByName(db, userId, update.name);
    if (same && same.id !== id) throw duplicateName(update.name);
  }
  let result: { numUpdatedRows: bigint };
  try {
    result = await db
      .updateTable('introducers')
      .set({
        ...(update.name !== undefined ? { name: update.name } : {}),
        ...(update.context !== undefined ? { context: update.context } : {}),
        ...(update.email !== undefined ? { email: update.email } : {}),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  } catch (error) {
    if (update.name !== undefined && /unique|duplicate/i.test(String((error as Error).message))) {
      throw duplicateName(update.name);
    }
    throw error;
  }
  if (Number(result.numUpdatedRows) === 0) throw notFound('Introducer');
  await bumpVersion(db, userId);
  return ownedIntroducer(db, userId, id);
}

/** The introducer of this user with this id, or a 404 (another user's is exactly a missing one). */
async function ownedIntroducer(db: Kysely<Database>, userId: string, id: string): Promise<Introducer> {
  if (!isIntroducerId(id)) throw notFound('Introducer');
  const row = await db
    .selectFrom('introducers')
    .select(columns)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('Introducer');
  return row;
}

/**
 * Issue 14 item 6: the introducer goes; its requests stay, with the name they were sent with
 * (rfi.sent_introducer_name, filled in here for rows saved before it existed).
 */
export async function deleteIntroducer(db: Kysely<Database>, userId: string, id: string): Promise<void> {
  const introducer = await ownedIntroducer(db, userId, id);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('rfi')
      .set((eb) => ({
        introducer_id: null,
        sent_introducer_name: eb.fn.coalesce('sent_introducer_name', eb.val(introducer.name)),
      }))
      .where('introducer_id', '=', id)
      .where('user_id', '=', userId)
      .execute();
    await trx.deleteFrom('introducers').where('id', '=', id).where('user_id', '=', userId).execute();
  });
  await bumpVersion(db, userId);
}

/**
 * Two entries for one person: `id`'s requests move to `into`, which keeps its name and takes the
 * other's context and email only where it has none; `id` is deleted.
 */
export async function mergeIntroducers(
  db: Kysely<Database>,
  userId: string,
  id: string,
  into: string,
): Promise<Introducer> {
  if (id === into) {
    throw new AppError('VALIDATION_FAILED', 'An introducer cannot be merged into itself.', {
      fields: { into: 'Choose another introducer' },
    });
  }
  const source = await ownedIntroducer(db, userId, id);
  const target = await ownedIntroducer(db, userId, into);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('rfi')
      .set({ introducer_id: into })
      .where('introducer_id', '=', id)
      .where('user_id', '=', userId)
      .execute();
    await trx.deleteFrom('introducers').where('id', '=', id).where('user_id', '=', userId).execute();
    await trx
      .updateTable('introducers')
      .set({
        context: target.context.trim() ? target.context : source.context,
        email: target.email ? target.email : source.email,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', into)
      .where('user_id', '=', userId)
      .execute();
  });
  await bumpVersion(db, userId);
  return ownedIntroducer(db, userId, into);
}

/** The Introducers page: every introducer with how many requests went through them and their statuses. */
export async function introducerOverview(db: Kysely<Database>, userId: string): Promise<IntroducerOverview[]> {
  const rows = await db
    .selectFrom('introducers')
    .leftJoin('rfi', (join) => join.onRef('rfi.introducer_id', '=', 'introducers.id').on('rfi.user_id', '=', userId))
    .select([
      'introducers.id as id',
      'introducers.name as name',
      'introducers.context as context',
      'introducers.email as email',
      'rfi.status as status',
      (eb) => eb.fn.count<number>('rfi.id').as('count'),
      (eb) => eb.fn.max('rfi.created_at').as('last'),
    ])
    .where('introducers.user_id', '=', userId)
    .groupBy(['introducers.id', 'introducers.name', 'introducers.context', 'introducers.email', 'rfi.status'])
    .execute();
  const byId = new Map<string, IntroducerOverview>();
  for (const row of rows) {
    let entry = byId.get(row.id);
    if (!entry) {
      entry = {
        id: row.id,
        name: row.name,
        context: row.context,
        email: row.email,
        requests: 0,
        statuses: {},
        last_asked_at: null,
      };
      byId.set(row.id, entry);
    }
    const count = Number(row.count);
    if (row.status && count > 0) {
      entry.requests += count;
      entry.statuses[row.status as RfiStatus] = count;
      if (row.last && (!entry.last_asked_at || row.last > entry.last_asked_at)) entry.last_asked_at = row.last;
    }
  }
  return [...byId.values()].sort(
    (a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id.localeCompare(b.id),
  );
}
