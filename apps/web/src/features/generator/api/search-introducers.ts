import { type Introducer, UI_CONSTANTS } from '@introask/shared';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { introducersQueryKey } from './get-introducers';

/**
 * The autocomplete's suggestions: the first 8 saved introducers whose name starts with `prefix`
 * (case-insensitive, in name order), from GET /api/introducers/page, so the list is never read whole.
 */
export async function searchIntroducers(prefix: string): Promise<Introducer[]> {
  const query = { prefix, limit: String(UI_CONSTANTS.autocompleteMax) };
  return (await (await api.introducers.page.$get({ query })).json()).items;
}

/** Cached 30 s per prefix, under the list's key, so creating or updating an introducer refetches them. */
export function introducerMatchesQueryOptions(prefix: string) {
  const text = prefix.trim();
  return queryOptions({
    queryKey: [...introducersQueryKey, 'prefix', text.toLowerCase()] as const,
    queryFn: () => searchIntroducers(text),
    staleTime: UI_CONSTANTS.introducersCacheMs,
  });
}

/** While the next prefix loads, the previous answer stays (the field narrows it as the user types). */
export function useIntroducerMatches(prefix: string, enabled: boolean) {
  return useQuery({
    ...introducerMatchesQueryOptions(prefix),
    enabled: enabled && prefix.trim() !== '',
    placeholderData: keepPreviousData,
  });
}

/** The saved introducer with exactly this name (names are unique case-insensitively), or null. */
export async function findIntroducerByName(queryClient: QueryClient, name: string): Promise<Introducer | null> {
  const matches = await queryClient.fetchQuery(introducerMatchesQueryOptions(name));
  // An exact name sorts first among the names it starts, so it is within the first page.
  return matches.find((i) => i.name.toLowerCase() === name.trim().toLowerCase()) ?? null;
}
