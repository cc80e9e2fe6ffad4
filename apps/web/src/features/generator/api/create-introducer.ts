import type { Introducer, IntroducerCreateInput as IntroducerCreate } from '@introask/shared';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { introducersQueryKey } from './get-introducers';

export function createIntroducer(input: IntroducerCreate): Promise<Introducer> {
  return api.introducers.$post({ json: input }).then((r) => r.json());
}

/** Create, then invalidate the cached list (SPEC.md section 7). */
export async function createIntroducerAndInvalidate(
  queryClient: QueryClient,
  input: IntroducerCreate,
): Promise<Introducer> {
  const created = await createIntroducer(input);
  void queryClient.invalidateQueries({ queryKey: introducersQueryKey });
  return created;
}
