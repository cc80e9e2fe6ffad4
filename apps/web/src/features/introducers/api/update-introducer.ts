import type { Introducer, IntroducerUpdate } from '@introask/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateIntroducers } from './invalidate';

/** PUT /api/introducers/:id with any of name, context and email. */
export function updateIntroducer(id: string, update: IntroducerUpdate): Promise<Introducer> {
  return apiFetch<Introducer>(`/introducers/${encodeURIComponent(id)}`, { method: 'PUT', body: update });
}

export function useUpdateIntroducer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: IntroducerUpdate) => updateIntroducer(id, update),
    onSettled: () => invalidateIntroducers(queryClient),
  });
}
