import type { RfiPage } from '@introask/shared';
import { HISTORY_PAGE } from '@introask/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type HistoryOrder = 'desc' | 'asc';

const EMPTY_PAGE: RfiPage = { items: [], next_cursor: null };

/**
 * One page of the history (at most HISTORY_PAGE.max rows), after `cursor` when given. SPEC.md
 * section 8: a failed history fetch is logged and the list becomes empty. `search` keeps the
 * requests whose target or introducer name contains it (issue 14), searched by the server.
 */
export async function getRfis(order: HistoryOrder, search = '', cursor?: string): Promise<RfiPage> {
  try {
    const q = search.trim();
    const query = { order, limit: String(HISTORY_PAGE.max), ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) };
    return await (await api.rfi.$get({ query })).json();
  } catch (error) {
    console.error('Could not load the RFI history', error);
    return EMPTY_PAGE;
  }
}

/**
 * The order and the search are in the key, so changing either starts again from the first page;
 * "Load more" (issue 14) appends the page after the last one loaded.
 */
export function rfisQueryOptions(order: HistoryOrder, search = '') {
  const q = search.trim();
  return infiniteQueryOptions({
    queryKey: q ? (['rfi', order, q] as const) : (['rfi', order] as const),
    queryFn: ({ pageParam }) => getRfis(order, q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: RfiPage) => last.next_cursor ?? undefined,
  });
}

/** While a new search loads, the previous results stay on screen. */
export function useRfis(order: HistoryOrder, search = '') {
  const query = useInfiniteQuery({ ...rfisQueryOptions(order, search), placeholderData: keepPreviousData });
  return { ...query, items: query.data?.pages.flatMap((page) => page.items) ?? [] };
}
