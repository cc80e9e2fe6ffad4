import type { RfiPage } from '@introask/shared';
import { HISTORY_PAGE, type RfiRecord } from '@introask/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type HistoryOrder = 'desc' | 'asc';

/** SPEC.md section 8: a failed history fetch is logged and the list becomes empty. */
export async function getRfis(order: HistoryOrder): Promise<RfiRecord[]> {
  try {
    const page: RfiPage = await (await api.rfi.$get({ query: { order, limit: String(HISTORY_PAGE.max) } })).json();
    return page.items;
  } catch (error) {
    console.error('Could not load the RFI history', error);
    return [];
  }
}

export function rfisQueryOptions(order: HistoryOrder) {
  return queryOptions({ queryKey: ['rfi', order] as const, queryFn: () => getRfis(order) });
}

export function useRfis(order: HistoryOrder) {
  return useQuery(rfisQueryOptions(order));
}
