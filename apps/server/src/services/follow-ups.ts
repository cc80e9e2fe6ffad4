/**
 * Follow-ups (issue 14, item 4): which requests are due a nudge, and the drafts the writer writes
 * for a request's step: a nudge while Sent to introducer, thanks once Introduced, the close of the
 * loop once Met. Drafts read only the history row (names, statuses and dates) and the profile.
 */
import { writeFollowUp } from '@introask/composer';
import {
  DUE_FOLLOW_UPS_COUNTED,
  DUE_FOLLOW_UPS_MAX,
  type DueFollowUps,
  FOLLOW_UP_DAYS,
  type FollowUpDraft,
  type FollowUpKind,
  type RfiRecord,
  type RfiStatus,
} from '@introask/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../errors/app-error';
import { getProfile } from './profile';
import { RECORD_COLUMNS, rfiRecord } from './rfi';

const KIND_BY_STATUS: Partial<Record<RfiStatus, FollowUpKind>> = {
  sent: 'nudge',
  introduced: 'thanks',
  met: 'close_loop',
};

const DAY = 86_400_000;

/**
 * The moment `days` business days (Monday to Friday, UTC) before `now`: a request whose status has
 * not changed since then is due. Weekends do not count, so a request sent on a Friday is due the
 * Friday after with the default of 5.
 */
export function businessDaysBefore(now: Date, days: number): Date {
  let at = now.getTime();
  for (let left = days; left > 0; ) {
    at -= DAY;
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return new Date(at);
}

export async function getFollowUpDays(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db.selectFrom('profiles').select('follow_up_days').where('user_id', '=', userId).executeTakeFirst();
  return row ? Number(row.follow_up_days) : FOLLOW_UP_DAYS.default;
}

export async function setFollowUpDays(db: Kysely<Database>, userId: string, days: number): Promise<number> {
  const updated_at = new Date().toISOString();
  // The profile row exists from sign-up; an account made before that hook gets one now.
  await db
    .insertInto('profiles')
    .values({
      user_id: userId,
      name: '',
      job_title: '',
      company_name: '',
      calendly_url: '',
      bio: '',
      asks: '',
      value_add: '',
      updated_at,
      follow_up_days: days,
    })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ follow_up_days: days }))
    .execute();
  return days;
}

function draftFor(rfi: RfiRecord, kind: FollowUpKind, name: string, now: Date, outcome?: string): FollowUpDraft {
  return writeFollowUp({
    kind,
    introducerName: rfi.introducer_name,
    targetName: rfi.target_name,
    stepAt: rfi.status_at,
    now: now.toISOString(),
    profile: { name },
    ...(kind === 'close_loop' && outcome ? { outcome } : {}),
    seed: rfi.id,
  });
}

/** The requests Sent to introducer longer than the user's business days, longest-waiting first, each with its nudge. */
export async function listDueFollowUps(db: Kysely<Database>, userId: string, now = new Date()): Promise<DueFollowUps> {
  // The setting and the name that signs the nudges, in one read.
  const profile = await db
    .selectFrom('profiles')
    .select(['name', 'follow_up_days'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const days = profile ? Number(profile.follow_up_days) : FOLLOW_UP_DAYS.default;
  const cutoff = businessDaysBefore(now, days).toISOString();
  const due = db
    .selectFrom('rfi')
    .where('user_id', '=', userId)
    .where('status', '=', 'sent')
    .where('status_at', '<=', cutoff);
  const [{ total }, rows] = await Promise.all([
    // Counted up to a cap: past a hundred waiting, "100+" says as much as the exact number, and
    // counting thousands of rows cost more than the rest of the answer (bench/RESULTS.md).
    db
      .selectFrom(due.select('id').limit(DUE_FOLLOW_UPS_COUNTED).as('counted'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    // The page first, then the introducers' names for those rows only (as the history list does).
    db
      .selectFrom(
        due.select(RECORD_COLUMNS).orderBy('status_at', 'asc').orderBy('id', 'asc').limit(DUE_FOLLOW_UPS_MAX).as('due'),
      )
      .leftJoin('introducers', (join) =>
        join.onRef('introducers.id', '=', 'due.introducer_id').on('introducers.user_id', '=', userId),
      )
      .selectAll('due')
      .select(['introducers.name as introducer_name', 'introducers.email as introducer_email'])
      .orderBy('due.status_at', 'asc')
      .orderBy('due.id', 'asc')
      .execute(),
  ]);
  return {
    business_days: days,
    total: Number(total),
    items: rows.map((row) => {
      const rfi = rfiRecord(row);
      return { rfi, draft: draftFor(rfi, 'nudge', profile?.name ?? '', now) };
    }),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The draft for the step this request is at (nudge, thanks, close the loop), or null when there is none to send. */
export async function followUpDraft(
  db: Kysely<Database>,
  userId: string,
  rfiId: string,
  outcome?: string,
  now = new Date(),
): Promise<FollowUpDraft | null> {
  if (!UUID.test(rfiId)) throw notFound('Request');
  const row = await db
    .selectFrom('rfi')
    .leftJoin('introducers', (join) =>
      join.onRef('introducers.id', '=', 'rfi.introducer_id').on('introducers.user_id', '=', userId),
    )
    .select(RECORD_COLUMNS.map((c) => `rfi.${c}` as const))
    .select(['introducers.name as introducer_name', 'introducers.email as introducer_email'])
    .where('rfi.id', '=', rfiId)
    .where('rfi.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('Request');
  const rfi = rfiRecord(row);
  const kind = KIND_BY_STATUS[rfi.status];
  if (!kind) return null;
  const profile = await getProfile(db, userId);
  return draftFor(rfi, kind, profile.name, now, outcome?.trim() || undefined);
}
