import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateIntroducers } from './invalidate';

/** DELETE /api/introducers/:id: its requests keep the name they were sent with. */
export function deleteIntroducer(id: string): Promise<void> {
  return api.introducers[':id'].$delete({ param: { id } }).then(() => undefined);
}

export function useDeleteIntroducer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => deleteIntroducer(id), onSettled: () => invalidateIntroducers(queryClient) });
}
