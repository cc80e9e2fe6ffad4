import type { FollowUpSettings } from '@introask/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { followUpsQueryKey } from './get-follow-ups';

/** After how many business days a request sent to its introducer is due (PUT /api/follow-ups/settings). */
export function setFollowUpDays(settings: FollowUpSettings): Promise<FollowUpSettings> {
  return api['follow-ups'].settings.$put({ json: settings }).then((r) => r.json());
}

export function useSetFollowUpDays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFollowUpDays,
    onSettled: () => queryClient.invalidateQueries({ queryKey: followUpsQueryKey }),
  });
}
