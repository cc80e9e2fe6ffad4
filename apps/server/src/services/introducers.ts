/** A user's introducers. Names are unique per user, case-insensitively; another user's row is a 404. */
import { randomUUID } from 'node:crypto';
import type { Introducer, IntroducerCreate } from '@introask/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { AppError, notFound } from '../http/errors';

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

export async function createIntroducer(
  db: Kysely<Database>,
  userId: string,
  input: IntroducerCreate,
): Promise<Introducer> {
  if (await findIntroducerByName(db, userId, input.name)) {
    throw duplicateName(input.name);
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
