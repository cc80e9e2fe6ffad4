/** Saved messages (RFIs): written and read only by their owner, paged newest or oldest first. */
import { randomUUID } from 'node:crypto';
import type { GenerateRequest, HistoryQuery, RfiPage, RfiRecord } from '@introask/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../errors/app-error';
import { findIntroducerByName } from './introducers';

export interface NewRfi {
  request: GenerateRequest;
  message: string;
  summary: string;
  writer?: string;
}

export async function saveRfi(db: Kysely<Database>, userId: string, input: NewRfi): Promise<RfiRecord> {
  const introducerName = input.request.introducer?.name;
  const introducer = introducerName ? await findIntroducerByName(db, userId, introducerName) : undefined;
  const row = {
    id: randomUUID(),
    user_id: userId,
    created_at: new Date().toISOString(),
    message: input.message,
    summary: input.summary || null,
    target_name: input.request.target?.name || null,
    introducer_id: introducer?.id ?? null,
    // Not stored: "Form inputs are not stored. Only the version you copy is saved." (decision 012).
    request: '',
    writer: input.writer || null,
  };
  await db.insertInto('rfi').values(row).execute();
  return {
    id: row.id,
    created_at: row.created_at,
    message: row.message,
    summary: row.summary,
    target_name: row.target_name,
    introducer_id: row.introducer_id,
    introducer_name: introducer?.name ?? null,
    writer: row.writer,
  };
}

export async function listRfi(db: Kysely<Database>, userId: string, query: HistoryQuery): Promise<RfiPage> {
  const desc = query.order === 'desc';
  // The page first, then the introducers' names for just those rows: a planner without statistics
  // yet (a table filled minutes ago) would otherwise join every row of the user before the limit.
  let page = db
    .selectFrom('rfi')
    .select(['id', 'created_at', 'message', 'summary', 'target_name', 'introducer_id', 'writer'])
    .where('user_id', '=', userId);
  if (query.cursor) {
    const [createdAt, id] = decodeCursor(query.cursor);
    const op = desc ? '<' : '>';
    page = page.where((eb) =>
      eb.or([eb('created_at', op, createdAt), eb.and([eb('created_at', '=', createdAt), eb('id', op, id)])]),
    );
  }
  const direction = desc ? 'desc' : 'asc';
  const rows = await db
    .selectFrom(
      page
        .orderBy('created_at', direction)
        .orderBy('id', direction)
        .limit(query.limit + 1)
        .as('page'),
    )
    .leftJoin('introducers', (join) =>
      join.onRef('introducers.id', '=', 'page.introducer_id').on('introducers.user_id', '=', userId),
    )
    .select([
      'page.id as id',
      'page.created_at as created_at',
      'page.message as message',
      'page.summary as summary',
      'page.target_name as target_name',
      'page.introducer_id as introducer_id',
      'introducers.name as introducer_name',
      'page.writer as writer',
    ])
    .orderBy('page.created_at', direction)
    .orderBy('page.id', direction)
    .execute();
  const items = rows.slice(0, query.limit);
  const last = items[items.length - 1];
  return { items, next_cursor: rows.length > query.limit && last ? encodeCursor(last.created_at, last.id) : null };
}

function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(`${createdAt}|${id}`).toString('base64url');
}

/** Ids are UUIDs and timestamps ISO-8601: anything else in a cursor is refused before a query sees it. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

function decodeCursor(cursor: string): [string, string] {
  const [createdAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!createdAt || !id || rest.length || !ISO_TIME.test(createdAt) || !UUID.test(id)) {
    throw new AppError('VALIDATION_FAILED', 'cursor is not valid: pass the next_cursor of the previous page.', {
      fields: { cursor: 'Invalid cursor' },
    });
  }
  return [createdAt, id];
}
