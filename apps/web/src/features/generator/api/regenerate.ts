import type { GenerateRequestInput, GenerateResponse } from '@introask/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** SPEC.md section 3: the last generate request plus the current text and optional instructions. */
export type RegenerateInput = GenerateRequestInput & { previous_message: string; retry_instructions?: string };

export function regenerate(request: RegenerateInput): Promise<GenerateResponse> {
  return apiFetch<GenerateResponse>('/regenerate', { method: 'POST', body: request });
}

export function useRegenerate() {
  return useMutation({ mutationFn: regenerate });
}
