import type { RfiEvent, RfiStatusUpdate } from '@introask/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rfiEventsQueryKey } from './get-rfi-events';

/** Records a change of status (POST /api/rfi/:id/status). */
export function setRfiStatus(id: string, update: RfiStatusUpdate): Promise<RfiEvent> {
  return api.rfi[':id'].status.$post({ param: { id }, json: update }).then((r) => r.json());
}

/** Then the list (its status column) and this request's timeline are read again. */
export function useSetRfiStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: RfiStatusUpdate) => setRfiStatus(id, update),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['rfi'] });
      void queryClient.invalidateQueries({ queryKey: rfiEventsQueryKey(id) });
    },
  });
}
