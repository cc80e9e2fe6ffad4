import type { IntroducerAsks } from '@introask/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/introducers/asks: earlier requests through this introducer (issue 14, don't over-ask). */
export function getIntroducerAsks(name: string, draftId?: string): Promise<IntroducerAsks> {
  const query = { name, ...(draftId ? { draft_id: draftId } : {}) };
  return api.introducers.asks.$get({ query }).then((r) => r.json());
}

/**
 * Read for the message shown (signed in, with an introducer), so the notice is there before the
 * copy. A copy of this draft changes nothing here (the draft's own row is left out), so a save does
 * not read it again.
 */
export function useIntroducerAsks(name: string, draftId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['introducer-asks', name.toLowerCase(), draftId ?? null] as const,
    queryFn: () => getIntroducerAsks(name, draftId),
    enabled: enabled && name.trim() !== '',
    retry: false,
  });
}
