/**
 * The session as the UI needs it: loading, then guest or signed-in (SPEC.md section 4).
 *
 * Read with one GET of better-auth's get-session endpoint through TanStack Query rather than
 * better-auth's client, whose fetch layer would otherwise sit in the first load of / (issue 4:
 * 110 KB budget). The full client (lib/auth-client.ts) is loaded by the pages that sign in or out,
 * which then call refreshSession so every component follows the change.
 */
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { rememberSession } from './session-hint';
import type { SessionUser } from './session-user';

export const sessionQueryKey = ['session'] as const;

interface SessionPayload {
  user: SessionUser;
}

async function getSession(): Promise<SessionUser | null> {
  const response = await fetch('/api/auth/get-session', {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (response.status === 401) {
    rememberSession(false);
    return null;
  }
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json()) as SessionPayload | null;
  const user = body?.user ?? null;
  rememberSession(user !== null);
  return user;
}

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'guest'; user: null }
  | { status: 'signed-in'; user: SessionUser };

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: getSession,
    staleTime: 60_000,
    // Follows sign-in and sign-out made in another tab.
    refetchOnWindowFocus: true,
  });
}

export function useSessionState(): SessionState {
  const { data, isPending } = useQuery(sessionQueryOptions());
  if (isPending) return { status: 'loading', user: null };
  if (!data) return { status: 'guest', user: null };
  return { status: 'signed-in', user: data };
}

/**
 * After sign-in, sign-up or sign-out: drop everything cached for the previous user and wait for
 * the new session, so a guarded page navigated to next already sees it.
 */
export async function refreshSession(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 }).catch(() => undefined);
}
