import { type Introducer, UI_CONSTANTS } from '@introask/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const introducersQueryKey = ['introducers'] as const;

export function getIntroducers(): Promise<Introducer[]> {
  return apiFetch<Introducer[]>('/introducers');
}

/** SPEC.md section 9: the list is cached 30 s; create and update invalidate it. */
export function introducersQueryOptions() {
  return queryOptions({
    queryKey: introducersQueryKey,
    queryFn: getIntroducers,
    staleTime: UI_CONSTANTS.introducersCacheMs,
  });
}

export function useIntroducers(enabled: boolean) {
  return useQuery({ ...introducersQueryOptions(), enabled });
}
