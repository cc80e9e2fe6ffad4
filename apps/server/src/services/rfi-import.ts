/**
 * A guest's copies, kept on their device, imported into the account's history at sign-up or
 * sign-in (issue 14, item 7). Each copy carries the device's id for it, stored as the row's
 * draft id: the unique (user, draft) index makes a second import of the same copy a no-op, so a
 * retried or repeated import never adds a row twice.
 */
import { randomUUID } from 'node:crypto';
import type { GuestCopy, RfiImportResult } from '@introask/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../errors/app-error';
import { createIntroducer, findIntroducerByName } from './introducers';

/** The introducer's id for a name typed as a guest: the saved one, or a new one with no context. */
async function introducerId(db: Kysely<Database>, userId: string, name: string): Promise<string | null> {
  const found = await findIntroducerByName(db, userId, name);
  if (found) return found.id;
  try {
    return (await createIntroducer(db, userId, { name, context: '', email: '' })).id;
  } catch (error) {
    // Another save created it meanwhile, or the user has the most introducers allowed: the copy
    // is still imported, with the saved one if there is one.
    if (error instanceof AppError && error.code === 'CONFLICT') {
      return (await findIntroducerByName(db, userId, name))?.id ?? null;
    }
    throw error;
  }
}

export async function importGuestCopies(
  db: Kysely<Database>,
  userId: string,
  items: GuestCopy[],
): Promise<RfiImportResult> {
  const names = [...new Set(items.map((i) => i.introducer_name?.trim()).filter((n): n is string => !!n))];
  const ids = new Map<string, string | null>();
  for (const name of names) ids.set(name.toLowerCase(), await introducerId(db, userId, name));
  const now = new Date().toISOString();
  let imported = 0;
  await db.transaction().execute(async (trx) => {
    for (const item of items) {
      const id = randomUUID();
      // Stored as UTC ISO text whatever offset was sent (decision 003).
      const at = new Date(item.copied_at).toISOString();
      const inserted = await trx
        .insertInto('rfi')
        .values({
          id,
          user_id: userId,
          created_at: at,
          message: item.message,
          summary: item.summary?.trim() || null,
          target_name: item.target_name?.trim() || null,
          introducer_id: item.introducer_name ? (ids.get(item.introducer_name.trim().toLowerCase()) ?? null) : null,
          // The name the copy was sent with stays with it if the introducer is later deleted (migration 008).
          sent_introducer_name: item.introducer_name?.trim() || null,
          request: '',
          writer: null,
          status: 'copied',
          status_reason: null,
          status_at: at,
          draft_id: item.id,
          copy_count: 1,
        })
        .onConflict((oc) => oc.columns(['user_id', 'draft_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) continue;
      imported++;
      await trx
        .insertInto('rfi_events')
        .values({ id: randomUUID(), rfi_id: id, user_id: userId, status: 'copied', reason: null, at, created_at: now })
        .execute();
    }
  });
  return { imported, skipped: items.length - imported };
}
