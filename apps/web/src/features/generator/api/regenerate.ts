import type { GenerateRequestInput, GenerateResponse, MessageStyle } from '@introask/shared';
import { useMutation } from '@tanstack/react-query';
import { type WriteOptions, writeMessage } from './write-message';

/** SPEC.md section 3: the last generate request plus the current text and optional instructions. */
export type RegenerateInput = GenerateRequestInput & {
  previous_message: string;
  retry_instructions?: string;
  /** The previous answer's `style`, when the built-in writer wrote it. */
  style?: MessageStyle;
};

export function regenerate(request: RegenerateInput, options?: WriteOptions): Promise<GenerateResponse> {
  return writeMessage('/regenerate', request, options);
}

export function useRegenerate() {
  return useMutation({
    mutationFn: ({ request, ...options }: { request: RegenerateInput } & WriteOptions) => regenerate(request, options),
  });
}
