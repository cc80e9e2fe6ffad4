import type { GenerateRequestInput, RfiRecord } from '@introask/shared';
import { api } from '@/lib/api-client';

/** SPEC.md section 3: the last generate request plus the message and the introducer (and who wrote it). */
export type SaveRfiInput = GenerateRequestInput & { message: string; writer?: string; draft_id?: string };

/** Called from the copy-and-save sequence, which orders it after the clipboard and the introducer sync. */
export function saveRfi(request: SaveRfiInput): Promise<RfiRecord> {
  return api.rfi.$post({ json: request }).then((r) => r.json());
}

/** History lists are stale once a copy is saved. */
export const rfiQueryRoot = ['rfi'] as const;
