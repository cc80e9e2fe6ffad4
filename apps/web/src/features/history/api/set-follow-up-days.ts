import type { FollowUpSettings } from '@introask/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { followUpsQueryKey } from './get-follow-ups';

/** After how many business days a request sent to its introducer is due (PUT /api/follow-ups/settings). */
export function setFollowUpDays(settings: FollowUpSettings): Promise<FollowUpSettings> {
  return apiFetch<FollowUpSettings>('/follow-ups/settings', { method: 'PUT', body: settings });
}

export function useSetFollowUpDays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFollowUpDays,
    onSettled: () => queryClient.invalidateQueries({ queryKey: followUpsQueryKey }),
  });
}
