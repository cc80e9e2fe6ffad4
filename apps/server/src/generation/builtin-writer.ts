/**
 * IntroAsk's built-in writer (packages/composer) as the generator calls it: its answer as it is,
 * marked as the built-in writer's, with a note when another language than English was asked for
 * (it writes English only; decision 011).
 */
import { compose, recompose } from '@introask/composer';
import {
  DEFAULT_LANGUAGE,
  type GenerateRequest,
  type GenerateResponse,
  type RegenerateRequest,
  type SenderProfile,
  type WriterInfo,
} from '@introask/shared';

export const BUILTIN_WRITER: WriterInfo = { kind: 'builtin', name: "IntroAsk's built-in writer" };

export type WriteResult = GenerateResponse & { writer: WriterInfo };

export function withNotes(response: GenerateResponse, ...notes: string[]): GenerateResponse {
  const all = [...(response.notes ?? []), ...notes];
  return all.length > 0 ? { ...response, notes: all } : response;
}

export function englishOnlyNote(modelConfigured: boolean): string {
  return modelConfigured
    ? "IntroAsk's built-in writer writes in English only."
    : 'I can only write in English; a model can, if one is configured.';
}

export function writeBuiltin(
  request: GenerateRequest | RegenerateRequest,
  profile: SenderProfile,
  options: { retry: boolean; modelConfigured: boolean; notes?: string[] },
): WriteResult {
  const response = options.retry ? recompose(request as RegenerateRequest, profile) : compose(request, profile);
  const language = request.meta.language ?? DEFAULT_LANGUAGE;
  // Why the built-in writer answered comes first, then its own notes, then the language.
  const notes = [...(options.notes ?? []), ...(response.notes ?? [])];
  if (language !== DEFAULT_LANGUAGE) notes.push(englishOnlyNote(options.modelConfigured));
  const { notes: _own, ...rest } = response;
  return { ...withNotes(rest, ...notes), writer: BUILTIN_WRITER };
}
