/**
 * The generator the routes call: the built-in writer by default; an OpenAI-compatible model when
 * configured, with the built-in writer as the fallback whenever the model fails, is slow, or
 * writes something that breaks a hard rule (decision 011). Every answer says which writer wrote it.
 * `options.onDelta` receives the model's text as it is written (server-sent events); the final
 * answer is always the whole, checked message.
 */
import type { GenerateRequest, RegenerateRequest, SenderProfile } from '@introask/shared';
import { type WriteResult, writeBuiltin } from './builtin-writer';
import type { DraftOptions } from './draft';
import { createLlmWriter, type LlmConfig } from './llm';

export interface GeneratorConfig {
  llm?: LlmConfig;
}

export type { WriteResult } from './builtin-writer';
export type { DraftOptions as WriteOptions } from './draft';

export interface Generator {
  /** The configured model's display name, or null when the built-in writer is the only one. */
  readonly modelName: string | null;
  generate(request: GenerateRequest, profile: SenderProfile, options?: DraftOptions): Promise<WriteResult>;
  regenerate(request: RegenerateRequest, profile: SenderProfile, options?: DraftOptions): Promise<WriteResult>;
}

export function createGenerator(config: GeneratorConfig): Generator {
  if (!config.llm) {
    return {
      modelName: null,
      generate: async (request, profile) => writeBuiltin(request, profile, { retry: false, modelConfigured: false }),
      regenerate: async (request, profile) => writeBuiltin(request, profile, { retry: true, modelConfigured: false }),
    };
  }
  const llm = createLlmWriter(config.llm);
  return { modelName: llm.writer.name, generate: llm.generate, regenerate: llm.regenerate };
}
