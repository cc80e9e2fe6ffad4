import type { Introducer, IntroducerUpdate } from '@introask/shared';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { introducersQueryKey } from './get-introducers';

/** SPEC.md's `{context}`, and (issue 13) the email the introducer is reached at. */
export function updateIntroducer(id: string, update: IntroducerUpdate): Promise<Introducer> {
  return api.introducers[':id'].$put({ param: { id }, json: update }).then((r) => r.json());
}

/** Update, then invalidate the cached list (SPEC.md section 7). */
export async function updateIntroducerAndInvalidate(
  queryClient: QueryClient,
  id: string,
  update: IntroducerUpdate,
): Promise<Introducer> {
  const updated = await updateIntroducer(id, update);
  void queryClient.invalidateQueries({ queryKey: introducersQueryKey });
  return updated;
}
