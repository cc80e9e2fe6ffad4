import type { Introducer } from '@introask/shared';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { introducersQueryKey } from './get-introducers';

export function updateIntroducer(id: string, context: string): Promise<Introducer> {
  return api.introducers[':id'].$put({ param: { id }, json: { context } }).then((r) => r.json());
}

/** Update, then invalidate the cached list (SPEC.md section 7). */
export async function updateIntroducerAndInvalidate(
  queryClient: QueryClient,
  id: string,
  context: string,
): Promise<Introducer> {
  const updated = await updateIntroducer(id, context);
  void queryClient.invalidateQueries({ queryKey: introducersQueryKey });
  return updated;
}
