/**
 * Delete with Undo (issue 14, decision 020): a delete takes the request out of every table at once
 * (history, search, the over-ask count, the export), and keeps it, with its timeline, in `rfi_trash`
 * for RFI_UNDO_WINDOW_MS; a restore in that window puts back exactly what was there.
 */
import {
  RFI_UNDO_WINDOW_MS,
  type RfiCloseReason,
  type RfiDeleted,
  type RfiRecord,
  type RfiStatus,
} from '@introask/shared';
import type { Kysely, Selectable } from 'kysely';
import type { Database, RfiEventsTable, RfiTable } from '../db/schema';
import { notFound } from '../errors/app-error';
import { UUID } from './rfi';

/** Trash past its window goes for good, every user's, on any delete or restore. */
async function purgeExpired(db: Kysely<Database>, now: number) {
  await db
    .deleteFrom('rfi_trash')
    .where('deleted_at', '<', new Date(now - RFI_UNDO_WINDOW_MS).toISOString())
    .execute();
}

export async function deleteRfi(db: Kysely<Database>, userId: string, rfiId: string): Promise<RfiDeleted> {
  if (!UUID.test(rfiId)) throw notFound('Request');
  const now = Date.now();
  await purgeExpired(db, now);
  const deletedAt = new Date(now).toISOString();
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('rfi')
      .selectAll()
      .where('id', '=', rfiId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw notFound('Request');
    const events = await trx
      .selectFrom('rfi_events')
      .selectAll()
      .where('rfi_id', '=', rfiId)
      .where('user_id', '=', userId)
      .execute();
    await trx.deleteFrom('rfi_trash').where('id', '=', rfiId).where('user_id', '=', userId).execute();
    await trx
      .insertInto('rfi_trash')
      .values({
        id: rfiId,
        user_id: userId,
        deleted_at: deletedAt,
        row: JSON.stringify(row),
        events: JSON.stringify(events),
      })
      .execute();
    await trx.deleteFrom('rfi_events').where('rfi_id', '=', rfiId).where('user_id', '=', userId).execute();
    await trx.deleteFrom('rfi').where('id', '=', rfiId).where('user_id', '=', userId).execute();
  });
  return { id: rfiId, restorable_until: new Date(now + RFI_UNDO_WINDOW_MS).toISOString() };
}

/** Undo: the request and its timeline as they were; a 404 once the window has passed. */
export async function restoreRfi(db: Kysely<Database>, userId: string, rfiId: string): Promise<RfiRecord> {
  if (!UUID.test(rfiId)) throw notFound('Request');
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    const trash = await trx
      .selectFrom('rfi_trash')
      .select(['row', 'events'])
      .where('id', '=', rfiId)
      .where('user_id', '=', userId)
      .where('deleted_at', '>=', new Date(now - RFI_UNDO_WINDOW_MS).toISOString())
      .executeTakeFirst();
    if (!trash) throw notFound('Request');
    const row = JSON.parse(trash.row) as Selectable<RfiTable>;
    const events = JSON.parse(trash.events) as Selectable<RfiEventsTable>[];
    // What changed meanwhile wins: a later copy of the same draft made its own row (this one no
    // longer claims the draft), and a deleted introducer leaves the name the request was sent with.
    if (row.draft_id) {
      const taken = await trx
        .selectFrom('rfi')
        .select('id')
        .where('user_id', '=', userId)
        .where('draft_id', '=', row.draft_id)
        .executeTakeFirst();
      if (taken) row.draft_id = null;
    }
    if (row.introducer_id) {
      const introducer = await trx
        .selectFrom('introducers')
        .select('id')
        .where('id', '=', row.introducer_id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!introducer) row.introducer_id = null;
    }
    await trx
      .insertInto('rfi')
      .values({ ...row, user_id: userId, copy_count: Number(row.copy_count) })
      .execute();
    if (events.length > 0) {
      await trx
        .insertInto('rfi_events')
        .values(events.map((e) => ({ ...e, user_id: userId, rfi_id: rfiId })))
        .execute();
    }
    await trx.deleteFrom('rfi_trash').where('id', '=', rfiId).where('user_id', '=', userId).execute();
  });
  await purgeExpired(db, now);
  return getRfi(db, userId, rfiId);
}

/** One request as the history lists it. */
async function getRfi(db: Kysely<Database>, userId: string, rfiId: string): Promise<RfiRecord> {
  const row = await db
    .selectFrom('rfi')
    .leftJoin('introducers', (join) =>
      join.onRef('introducers.id', '=', 'rfi.introducer_id').on('introducers.user_id', '=', userId),
    )
    .select([
      'rfi.id as id',
      'rfi.created_at as created_at',
      'rfi.message as message',
      'rfi.summary as summary',
      'rfi.target_name as target_name',
      'rfi.introducer_id as introducer_id',
      'introducers.name as current_introducer_name',
      'introducers.email as introducer_email',
      'rfi.sent_introducer_name as sent_introducer_name',
      'rfi.writer as writer',
      'rfi.status as status',
      'rfi.status_reason as status_reason',
      'rfi.status_at as status_at',
      'rfi.copy_count as copy_count',
    ])
    .where('rfi.id', '=', rfiId)
    .where('rfi.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('Request');
  const { current_introducer_name, sent_introducer_name, ...rest } = row;
  return {
    ...rest,
    introducer_name: current_introducer_name ?? sent_introducer_name,
    introducer_email: rest.introducer_email || null,
    status: rest.status as RfiStatus,
    status_reason: rest.status_reason as RfiCloseReason | null,
    status_at: rest.status_at ?? rest.created_at,
    copy_count: Number(rest.copy_count),
  };
}
