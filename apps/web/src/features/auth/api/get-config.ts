import type { PublicConfig } from '@introask/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function getConfig(): Promise<PublicConfig> {
  return apiFetch<PublicConfig>('/config');
}

export function configQueryOptions() {
  return queryOptions({ queryKey: ['config'] as const, queryFn: getConfig, staleTime: Number.POSITIVE_INFINITY });
}

/** Whether to offer Google sign-in at all. */
export function useConfig() {
  return useQuery(configQueryOptions());
}
