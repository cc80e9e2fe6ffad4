import type { GuestCopy, RfiImportResult } from '@introask/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { removeGuestCopies } from '@/lib/guest-copies';

/** Imports a guest's copies into the account's history (POST /api/rfi/import): the server takes each once. */
export function importCopies(items: GuestCopy[]): Promise<RfiImportResult> {
  return api.rfi.import.$post({ json: { items } }).then((r) => r.json());
}

/** Once the server has them, they leave the device, and the history is read again. */
export function useImportCopies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCopies,
    onSuccess: (_result, items) => {
      removeGuestCopies(items.map((c) => c.id));
      void queryClient.invalidateQueries({ queryKey: ['rfi'] });
    },
  });
}
