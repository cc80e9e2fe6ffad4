/**
 * Don't over-ask (issue 14 item 5): the requests already sent through one introducer in the last
 * 12 months, newest first, and whether that is too often: one within 30 days, or three or more.
 */
import { type IntroducerAsks, type IntroducerAsksQuery, OVER_ASK } from '@introask/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function introducerAsks(
  db: Kysely<Database>,
  userId: string,
  query: IntroducerAsksQuery,
  now = Date.now(),
): Promise<IntroducerAsks> {
  const since = new Date(now - OVER_ASK.yearDays * DAY_MS).toISOString();
  const sameName = sql<string>`lower(${query.name})`;
  let select = db
    .selectFrom('rfi')
    .select(['id', 'created_at', 'target_name'])
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    // The introducer as it is called now (renamed or merged), or as the request named them.
    .where((eb) =>
      eb.or([
        eb(
          'introducer_id',
          'in',
          eb
            .selectFrom('introducers')
            .select('introducers.id')
            .where('introducers.user_id', '=', userId)
            .where(sql`lower(introducers.name)`, '=', sameName),
        ),
        eb.and([eb('introducer_id', 'is', null), eb(sql`lower(sent_introducer_name)`, '=', sameName)]),
      ]),
    );
  if (query.draft_id) {
    const draftId = query.draft_id;
    select = select.where((eb) => eb.or([eb('draft_id', 'is', null), eb('draft_id', '!=', draftId)]));
  }
  const asks = await select.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(100).execute();
  const recentSince = new Date(now - OVER_ASK.recentDays * DAY_MS).toISOString();
  return {
    asks,
    recent: asks.some((a) => a.created_at >= recentSince),
    frequent: asks.length >= OVER_ASK.yearlyCount,
  };
}
