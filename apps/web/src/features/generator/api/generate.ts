import type { GenerateRequestInput, GenerateResponse } from '@introask/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function generate(request: GenerateRequestInput): Promise<GenerateResponse> {
  return apiFetch<GenerateResponse>('/generate', { method: 'POST', body: request });
}

export function useGenerate() {
  return useMutation({ mutationFn: generate });
}
