import type { RfiEvent, RfiStatusUpdate } from '@introask/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { rfiEventsQueryKey } from './get-rfi-events';

/** Records a change of status (POST /api/rfi/:id/status). */
export function setRfiStatus(id: string, update: RfiStatusUpdate): Promise<RfiEvent> {
  return apiFetch<RfiEvent>(`/rfi/${encodeURIComponent(id)}/status`, { method: 'POST', body: update });
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
