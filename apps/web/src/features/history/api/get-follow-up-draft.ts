import type { FollowUpDraftAnswer } from '@introask/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The draft for the step a request is at (GET /api/rfi/:id/follow-up), with how it went when given. */
export function getFollowUpDraft(id: string, outcome: string): Promise<FollowUpDraftAnswer> {
  const query = outcome.trim() ? { outcome: outcome.trim() } : {};
  return api.rfi[':id']['follow-up'].$get({ param: { id }, query }).then((r) => r.json());
}

/** Under ['rfi'] with the row's status in the key: a new step means a new draft. */
export function useFollowUpDraft(id: string, status: string, outcome: string, enabled: boolean) {
  return useQuery({
    queryKey: ['rfi', 'follow-up', id, status, outcome.trim()] as const,
    queryFn: () => getFollowUpDraft(id, outcome),
    enabled,
    placeholderData: keepPreviousData,
  });
}
