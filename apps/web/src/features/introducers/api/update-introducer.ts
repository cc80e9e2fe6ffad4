import type { Introducer, IntroducerUpdate } from '@introask/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateIntroducers } from './invalidate';

/** PUT /api/introducers/:id with any of name, context and email. */
export function updateIntroducer(id: string, update: IntroducerUpdate): Promise<Introducer> {
  return api.introducers[':id'].$put({ param: { id }, json: update }).then((r) => r.json());
}

export function useUpdateIntroducer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: IntroducerUpdate) => updateIntroducer(id, update),
    onSettled: () => invalidateIntroducers(queryClient),
  });
}
