/** A user's introducers. Names are unique per user, case-insensitively; another user's row is a 404. */
import { randomUUID } from 'node:crypto';
import {
  INTRODUCER_PAGE,
  INTRODUCERS_MAX_PER_USER,
  type Introducer,
  type IntroducerCreate,
  type IntroducerListQuery,
} from '@introask/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { AppError, notFound } from '../errors/app-error';

const columns = ['id', 'name', 'context'] as const;

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
    items: items.map(({ id, name, context }) => ({ id, name, context })),
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
  return { id: row.id, name: row.name, context: row.context };
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
  context: string,
): Promise<Introducer> {
  const result = await db
    .updateTable('introducers')
    .set({ context, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('Introducer');
  await bumpVersion(db, userId);
  const row = await db
    .selectFrom('introducers')
    .select(columns)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row;
}
