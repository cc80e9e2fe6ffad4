import type { Profile } from '@introask/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const profileQueryKey = ['profile'] as const;

export function getProfile(): Promise<Profile> {
  return api.profile.$get().then((r) => r.json());
}

/** SPEC.md section 7: the profile is always stale and refetched on window focus. */
export function profileQueryOptions() {
  return queryOptions({ queryKey: profileQueryKey, queryFn: getProfile, staleTime: 0, refetchOnWindowFocus: true });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
