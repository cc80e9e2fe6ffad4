import type { RfiEvent } from '@introask/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const rfiEventsQueryKey = (id: string) => ['rfi-events', id] as const;

/** A request's timeline, oldest first (GET /api/rfi/:id/events). */
export function getRfiEvents(id: string): Promise<RfiEvent[]> {
  return api.rfi[':id'].events.$get({ param: { id } }).then((r) => r.json());
}

export function rfiEventsQueryOptions(id: string) {
  return queryOptions({ queryKey: rfiEventsQueryKey(id), queryFn: () => getRfiEvents(id) });
}

/** Read only while the details are open: the list itself carries each row's current status. */
export function useRfiEvents(id: string, enabled: boolean) {
  return useQuery({ ...rfiEventsQueryOptions(id), enabled });
}
