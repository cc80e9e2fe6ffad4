import type { DueFollowUps } from '@introask/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Under ['rfi'], so a status change or a save (which invalidate ['rfi']) reads the due list again. */
export const followUpsQueryKey = ['rfi', 'follow-ups'] as const;

/** Requests due a follow-up, each with its nudge (GET /api/follow-ups). */
export function getFollowUps(): Promise<DueFollowUps> {
  return api['follow-ups'].$get().then((r) => r.json());
}

export function useFollowUps() {
  return useQuery(queryOptions({ queryKey: followUpsQueryKey, queryFn: getFollowUps }));
}
