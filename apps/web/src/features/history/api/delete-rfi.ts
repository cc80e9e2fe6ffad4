import type { RfiDeleted, RfiRecord } from '@introask/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';

/** DELETE /api/rfi/:id: the request leaves the history; restoreRfi undoes it (decision 020). */
export function deleteRfi(id: string): Promise<RfiDeleted> {
  return api.rfi[':id'].$delete({ param: { id } }).then((r) => r.json());
}

/** POST /api/rfi/:id/restore: Undo. */
export function restoreRfi(id: string): Promise<RfiRecord> {
  return api.rfi[':id'].restore.$post({ param: { id } }).then((r) => r.json());
}

const refresh = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ['rfi'] });

/**
 * Delete, then a toast with Undo. Plain promises rather than a mutation's per-call callbacks: the
 * row that started it is gone by the time Undo is clicked, and those callbacks die with it.
 */
export async function deleteWithUndo(queryClient: QueryClient, id: string, who: string): Promise<boolean> {
  try {
    await deleteRfi(id);
  } catch (error) {
    toast.error('Delete failed', { description: errorMessage(error) });
    return false;
  }
  await refresh(queryClient);
  toast.success('RFI deleted', {
    description: `The RFI to ${who} is gone from your history.`,
    duration: 10_000,
    action: {
      label: 'Undo',
      onClick: () => {
        restoreRfi(id)
          .then(async () => {
            await refresh(queryClient);
            toast.success('Restored', { description: `The RFI to ${who} is back in your history.` });
          })
          .catch((error: unknown) => toast.error('Undo failed', { description: errorMessage(error) }));
      },
    },
  });
  return true;
}

export function useDeleteRfi() {
  const queryClient = useQueryClient();
  return useCallback((id: string, who: string) => deleteWithUndo(queryClient, id, who), [queryClient]);
}
