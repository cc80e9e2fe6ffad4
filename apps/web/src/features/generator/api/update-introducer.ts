import type { Introducer, IntroducerUpdate } from '@introask/shared';
import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { introducersQueryKey } from './get-introducers';

/** SPEC.md's `{context}`, and (issue 13) the email the introducer is reached at. */
export function updateIntroducer(id: string, update: IntroducerUpdate): Promise<Introducer> {
  return apiFetch<Introducer>(`/introducers/${encodeURIComponent(id)}`, { method: 'PUT', body: update });
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
