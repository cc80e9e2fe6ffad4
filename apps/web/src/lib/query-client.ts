import { QueryClient } from '@tanstack/react-query';

/** SPEC.md section 7: queries retry once and do not refetch on focus; mutations never retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
