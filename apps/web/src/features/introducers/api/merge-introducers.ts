import type { Introducer } from '@introask/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateIntroducers } from './invalidate';

/** POST /api/introducers/:id/merge: `id`'s requests move to `into`, and `id` is deleted. */
export function mergeIntroducers(id: string, into: string): Promise<Introducer> {
  return api.introducers[':id'].merge.$post({ param: { id }, json: { into } }).then((r) => r.json());
}

export function useMergeIntroducers(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (into: string) => mergeIntroducers(id, into),
    onSettled: () => invalidateIntroducers(queryClient),
  });
}
