/**
 * The server's public configuration: whether Google sign-in is offered, and whether a model writes
 * the messages (and its display name). Read once per page load; it changes only with a restart.
 */
import type { PublicConfig } from '@introask/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getConfig(): Promise<PublicConfig> {
  return api.config.$get().then((r) => r.json());
}

export function configQueryOptions() {
  return queryOptions({ queryKey: ['config'] as const, queryFn: getConfig, staleTime: Number.POSITIVE_INFINITY });
}

export function useConfig() {
  return useQuery(configQueryOptions());
}
