import type { RfiPage } from '@introask/shared';
import { HISTORY_PAGE, type RfiRecord } from '@introask/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type HistoryOrder = 'desc' | 'asc';

/**
 * SPEC.md section 8: a failed history fetch is logged and the list becomes empty. `search` keeps the
 * requests whose target or introducer name contains it (issue 14), searched by the server.
 */
export async function getRfis(order: HistoryOrder, search = ''): Promise<RfiRecord[]> {
  try {
    const q = search.trim();
    const query = { order, limit: String(HISTORY_PAGE.max), ...(q ? { q } : {}) };
    const page: RfiPage = await (await api.rfi.$get({ query })).json();
    return page.items;
  } catch (error) {
    console.error('Could not load the RFI history', error);
    return [];
  }
}

export function rfisQueryOptions(order: HistoryOrder, search = '') {
  const q = search.trim();
  return queryOptions({
    queryKey: q ? (['rfi', order, q] as const) : (['rfi', order] as const),
    queryFn: () => getRfis(order, q),
  });
}

/** While a new search loads, the previous results stay on screen. */
export function useRfis(order: HistoryOrder, search = '') {
  return useQuery({ ...rfisQueryOptions(order, search), placeholderData: keepPreviousData });
}
