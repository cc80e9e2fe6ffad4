import type { AccountInfo } from '@introask/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const accountQueryKey = ['account'] as const;

export function getAccount(): Promise<AccountInfo> {
  return api.account.$get().then((r) => r.json());
}

export function accountQueryOptions() {
  // Refetched on focus: the address may have been verified from the email in another tab.
  return queryOptions({ queryKey: accountQueryKey, queryFn: getAccount, refetchOnWindowFocus: true });
}

export function useAccount() {
  return useQuery(accountQueryOptions());
}
