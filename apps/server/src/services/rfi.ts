/** Saved messages (RFIs): written and read only by their owner, paged newest or oldest first. */
import { randomUUID } from 'node:crypto';
import type {
  GenerateRequest,
  HistoryQuery,
  RfiCloseReason,
  RfiEvent,
  RfiPage,
  RfiRecord,
  RfiStatus,
  RfiStatusUpdate,
} from '@introask/shared';
import { type ExpressionBuilder, type Kysely, PostgresAdapter, type Selectable, sql } from 'kysely';
import type { Database } from '../db/schema';
import { AppError, notFound } from '../errors/app-error';
import { findIntroducerByName } from './introducers';

export interface NewRfi {
  request: GenerateRequest;
  message: string;
  summary: string;
  writer?: string;
  /** The generator's draft: a second copy of it updates the same row. */
  draftId?: string;
}

export async function saveRfi(db: Kysely<Database>, userId: string, input: NewRfi): Promise<RfiRecord> {
  const introducerName = input.request.introducer?.name;
  const introducer = introducerName ? await findIntroducerByName(db, userId, introducerName) : undefined;
  const now = new Date().toISOString();
  const row = {
    id: randomUUID(),
    user_id: userId,
    created_at: now,
    message: input.message,
    summary: input.summary || null,
    target_name: input.request.target?.name || null,
    introducer_id: introducer?.id ?? null,
    // Not stored: "Form inputs are not stored. Only the version you copy is saved." (decision 012).
    request: '',
    writer: input.writer || null,
    status: 'copied',
    status_reason: null,
    status_at: now,
    draft_id: input.draftId ?? null,
    copy_count: 1,
    // The saved introducer's name as it was sent: the history shows it if the introducer is later
    // deleted. A name that is no saved introducer stays unlinked, as before (a dash in the history).
    sent_introducer_name: introducer?.name ?? null,
  };
  // The row and its first event together: a request is never without a timeline. A copy of a draft
  // already saved updates that row (one statement, so two copies at once cannot make two rows) and
  // keeps its status and timeline.
  const saved = await db.transaction().execute(async (trx) => {
    const result = await trx
      .insertInto('rfi')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['user_id', 'draft_id']).doUpdateSet((eb) => ({
          message: eb.ref('excluded.message'),
          summary: eb.ref('excluded.summary'),
          target_name: eb.ref('excluded.target_name'),
          introducer_id: eb.ref('excluded.introducer_id'),
          writer: eb.ref('excluded.writer'),
          sent_introducer_name: eb.ref('excluded.sent_introducer_name'),
          copy_count: eb('rfi.copy_count', '+', 1),
        })),
      )
      .returning(['id', 'created_at', 'status', 'status_reason', 'status_at', 'copy_count'])
      .executeTakeFirstOrThrow();
    if (result.id === row.id) {
      await trx
        .insertInto('rfi_events')
        .values({
          id: randomUUID(),
          rfi_id: row.id,
          user_id: userId,
          status: 'copied',
          reason: null,
          at: now,
          created_at: now,
        })
        .execute();
    }
    return result;
  });
  return {
    id: saved.id,
    created_at: saved.created_at,
    message: row.message,
    summary: row.summary,
    target_name: row.target_name,
    introducer_id: row.introducer_id,
    introducer_name: row.sent_introducer_name,
    introducer_email: introducer?.email || null,
    writer: row.writer,
    status: saved.status as RfiStatus,
    status_reason: saved.status_reason as RfiCloseReason | null,
    status_at: saved.status_at ?? saved.created_at,
    copy_count: Number(saved.copy_count),
  };
}

export async function listRfi(db: Kysely<Database>, userId: string, query: HistoryQuery): Promise<RfiPage> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return readRfiPage(db, userId, query);
  // PostgreSQL without statistics yet (a table filled minutes ago, before autovacuum's ANALYZE)
  // guesses a user has a few dozen rows, and bitmap-scans them all and sorts them before the limit
  // (12-20 ms for 10,000 rows, bench/RESULTS.md). So does it with statistics, whenever it takes the
  // user for an average one with fewer rows than the page (a history that grew since the last
  // ANALYZE): ANALYZE alone is no fix (decision 043). Sorting is what the index rfi_user_created
  // (user_id, created_at, id) exists to avoid: with sorts ruled out for this one read, the plan is a
  // walk of that index from the cursor for limit + 1 rows (0.1 ms), whatever the statistics say.
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_sort = off`.execute(trx);
    return readRfiPage(trx, userId, query);
  });
}

async function readRfiPage(db: Kysely<Database>, userId: string, query: HistoryQuery): Promise<RfiPage> {
  const desc = query.order === 'desc';
  let page = db
    .selectFrom('rfi')
    .select(RECORD_COLUMNS)
    // The introducer's name and email now, looked up for each row of the page by primary key: a
    // unique key's equality, which no planner turns into a scan, with or without statistics. A join
    // let PostgreSQL without statistics scan every introducer of the user for each row (19 ms with
    // 5,000), and one `user_id = ? and id in (page's ids)` walked all of the user's introducers on
    // both databases (1.0-1.2 ms; the ids alone, a sequential scan on PostgreSQL), bench/RESULTS.md.
    .select((eb) => {
      const introducer = () =>
        eb
          .selectFrom('introducers')
          .whereRef('introducers.id', '=', 'rfi.introducer_id')
          .where('introducers.user_id', '=', userId);
      return [
        introducer().select('introducers.name').as('introducer_name'),
        introducer().select('introducers.email').as('introducer_email'),
      ];
    })
    .where('user_id', '=', userId);
  if (query.q) page = page.where((eb) => matchesSearch(eb, userId, query.q ?? ''));
  if (query.cursor) {
    const [createdAt, id] = decodeCursor(query.cursor);
    const op = desc ? '<' : '>';
    // A row-value comparison, not `a < x OR (a = x AND b < y)`: both databases take it as a range
    // of the index rfi_user_created (user_id, created_at, id) and start the walk at the cursor.
    page = page.where((eb) => eb(eb.refTuple('created_at', 'id'), op, eb.tuple(createdAt, id)));
  }
  const direction = desc ? 'desc' : 'asc';
  const rows = await page
    .orderBy('created_at', direction)
    .orderBy('id', direction)
    .limit(query.limit + 1)
    .execute();
  const items = rows.slice(0, query.limit).map(rfiRecord);
  const last = items[items.length - 1];
  return { items, next_cursor: rows.length > query.limit && last ? encodeCursor(last.created_at, last.id) : null };
}

/** The columns of a request that its record carries, with the introducer's name and email now. */
export const RECORD_COLUMNS = [
  'id',
  'created_at',
  'message',
  'summary',
  'target_name',
  'introducer_id',
  'writer',
  'status',
  'status_reason',
  'status_at',
  'copy_count',
  'sent_introducer_name',
] as const;

export type RecordRow = Pick<Selectable<Database['rfi']>, (typeof RECORD_COLUMNS)[number]> & {
  introducer_name: string | null;
  introducer_email: string | null;
};

/**
 * A request as the API answers it (the history page, the due follow-ups). Each field named: copying
 * the row's other fields with `...rest` cost about 4 µs a row in a profile of the server, 0.4 ms of a
 * page's CPU; named, 100 rows take under 0.01 ms (bench/RESULTS.md).
 */
export function rfiRecord(row: RecordRow): RfiRecord {
  return {
    id: row.id,
    created_at: row.created_at,
    message: row.message,
    summary: row.summary,
    target_name: row.target_name,
    introducer_id: row.introducer_id,
    writer: row.writer,
    // The introducer's name now (edited, or merged into another), else the name it was sent with.
    introducer_name: row.introducer_name ?? row.sent_introducer_name,
    introducer_email: row.introducer_email || null,
    copy_count: Number(row.copy_count),
    status: row.status as RfiStatus,
    status_reason: row.status_reason as RfiCloseReason | null,
    // Rows saved by a process of the previous release during a rolling deploy have none yet.
    status_at: row.status_at ?? row.created_at,
  };
}

/** `%text%` for LIKE, with LIKE's own characters taken literally (escaped with a backslash). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Search (issue 14): the target's name or the introducer's (as sent, or as the introducer is now
 * called) contains the text, case-insensitively; lower() on both sides, as everywhere (SQLite's
 * folds ASCII only).
 */
function matchesSearch(eb: ExpressionBuilder<Database, 'rfi'>, userId: string, q: string) {
  const pattern = containsPattern(q);
  const like = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`;
  return eb.or([
    like('rfi.target_name'),
    like('rfi.sent_introducer_name'),
    eb(
      'rfi.introducer_id',
      'in',
      eb
        .selectFrom('introducers')
        .select('introducers.id')
        .where('introducers.user_id', '=', userId)
        .where(like('introducers.name')),
    ),
  ]);
}

/** The request of this user with this id, or a 404 (another user's request is exactly a missing one). */
export async function ownedRfi(db: Kysely<Database>, userId: string, rfiId: string): Promise<void> {
  if (!UUID.test(rfiId)) throw notFound('Request');
  const row = await db
    .selectFrom('rfi')
    .select('id')
    .where('id', '=', rfiId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('Request');
}

/**
 * Records a change of status as a dated event. Any status may follow any other, so a mistaken
 * click is corrected by choosing the right status; the request's current status is its latest
 * event by date (a backdated event does not overtake a later one).
 */
export async function setRfiStatus(
  db: Kysely<Database>,
  userId: string,
  rfiId: string,
  update: RfiStatusUpdate,
): Promise<RfiEvent> {
  await ownedRfi(db, userId, rfiId);
  const now = new Date().toISOString();
  const event = {
    id: randomUUID(),
    rfi_id: rfiId,
    user_id: userId,
    status: update.status,
    reason: update.status === 'closed' ? (update.reason ?? null) : null,
    // Stored as UTC ISO text whatever offset was sent (decision 003).
    at: update.at ? new Date(update.at).toISOString() : now,
    created_at: now,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('rfi_events').values(event).execute();
    const latest = await trx
      .selectFrom('rfi_events')
      .select(['status', 'reason', 'at'])
      .where('rfi_id', '=', rfiId)
      .where('user_id', '=', userId)
      .orderBy('at', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('rfi')
      .set({ status: latest.status, status_reason: latest.reason, status_at: latest.at })
      .where('id', '=', rfiId)
      .where('user_id', '=', userId)
      .execute();
  });
  const { user_id: _user, ...rest } = event;
  return rest;
}

/** A request's timeline, oldest first. */
export async function listRfiEvents(db: Kysely<Database>, userId: string, rfiId: string): Promise<RfiEvent[]> {
  await ownedRfi(db, userId, rfiId);
  const rows = await db
    .selectFrom('rfi_events')
    .select(['id', 'rfi_id', 'status', 'reason', 'at', 'created_at'])
    .where('rfi_id', '=', rfiId)
    .where('user_id', '=', userId)
    .orderBy('at', 'asc')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((r) => ({ ...r, status: r.status as RfiStatus, reason: r.reason as RfiCloseReason | null }));
}

function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(`${createdAt}|${id}`).toString('base64url');
}

/** Ids are UUIDs and timestamps ISO-8601: anything else in a cursor is refused before a query sees it. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
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
