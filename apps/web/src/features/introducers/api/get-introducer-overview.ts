import type { IntroducerOverview } from '@introask/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const introducerOverviewKey = ['introducer-overview'] as const;

/** GET /api/introducers/overview: each introducer with its requests and their statuses (issue 14). */
export function getIntroducerOverview(): Promise<IntroducerOverview[]> {
  return api.introducers.overview.$get().then((r) => r.json());
}

export function useIntroducerOverview() {
  return useQuery(queryOptions({ queryKey: introducerOverviewKey, queryFn: getIntroducerOverview }));
}
