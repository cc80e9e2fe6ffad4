/**
 * The generator the routes call: the built-in composer by default; an OpenAI-compatible model when
 * configured, with the composer as the fallback whenever the model fails, is slow, or writes
 * something that does not pass the rubric (issue 3).
 */
import { compose, recompose } from '@introask/composer';
import type { GenerateRequest, GenerateResponse, RegenerateRequest, SenderProfile } from '@introask/shared';
import { createLlmWriter, type LlmConfig } from './llm';

export interface GeneratorConfig {
  llm?: LlmConfig;
}

export interface Generator {
  generate(request: GenerateRequest, profile: SenderProfile): Promise<GenerateResponse>;
  regenerate(request: RegenerateRequest, profile: SenderProfile): Promise<GenerateResponse>;
}

export function createGenerator(config: GeneratorConfig): Generator {
  if (!config.llm) {
    return {
      generate: async (request, profile) => compose(request, profile),
      regenerate: async (request, profile) => recompose(request, profile),
    };
  }
  return createLlmWriter(config.llm);
}
