import type { GenerateRequestInput, GenerateResponse } from '@introask/shared';
import { useMutation } from '@tanstack/react-query';
import { type WriteOptions, writeMessage } from './write-message';

export function generate(request: GenerateRequestInput, options?: WriteOptions): Promise<GenerateResponse> {
  return writeMessage('/generate', request, options);
}

/** Variables: the request, and where the text goes while it is written. */
export function useGenerate() {
  return useMutation({
    mutationFn: ({ request, ...options }: { request: GenerateRequestInput } & WriteOptions) =>
      generate(request, options),
  });
}
