/**
 * Writing with an OpenAI-compatible model through the Vercel AI SDK (decision 011). The model's whole
 * text goes through the hard-rule gate (packages/composer/src/gate); if the call fails, times out
 * or the text breaks a hard rule, the answer is the built-in writer's message with a note saying
 * why in plain words. A retry instruction the model reports it could not apply becomes a note.
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { calendlyAllowed, checkHardRules, compose, summarize, tidyModelText } from '@introask/composer';
import type { GenerateRequest, RegenerateRequest, SenderProfile, WriterInfo } from '@introask/shared';
import { BUILTIN_WRITER, type WriteResult, writeBuiltin } from './builtin-writer';
import { type DraftOptions, draft } from './draft';
import { generatePrompt, NOT_APPLIED, regeneratePrompt } from './prompt';

export interface LlmConfig {
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Shown to users: "Written by <displayName>". Defaults to the model's id. */
  displayName?: string;
  /** The whole answer. */
  timeoutMs: number;
  /** The longest silence: before the first text, and between two pieces of a stream. */
  idleTimeoutMs?: number;
}

/** The model's text without "NOT APPLIED:" lines (which become notes), then tidied. */
export function tidy(text: string): { content: string; notApplied: string[] } {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const notApplied = lines
    .filter((l) => l.trim().startsWith(NOT_APPLIED))
    .map((l) => l.trim().slice(NOT_APPLIED.length).trim());
  const content = tidyModelText(lines.filter((l) => !l.trim().startsWith(NOT_APPLIED)).join('\n'));
  return { content, notApplied };
}

const lowerFirst = (s: string) => s.replace(/^It\b/, 'it');

export function createLlmWriter(config: LlmConfig) {
  const provider = createOpenAICompatible({ name: 'introask-llm', baseURL: config.baseUrl, apiKey: config.apiKey });
  const model = provider.chatModel(config.model);
  const writer: WriterInfo = { kind: 'model', name: config.displayName?.trim() || config.model };
  const limits = { totalMs: config.timeoutMs, idleMs: config.idleTimeoutMs ?? config.timeoutMs };
  const fallback = (reason: string) => `${writer.name} ${reason}, so ${BUILTIN_WRITER.name} wrote this message.`;

  async function write(
    request: GenerateRequest | RegenerateRequest,
    profile: SenderProfile,
    retry: boolean,
    options: DraftOptions,
  ): Promise<WriteResult> {
    const builtin = (notes: string[]) => writeBuiltin(request, profile, { retry, modelConfigured: true, notes });
    const again = request as RegenerateRequest;
    const prompt = retry
      ? regeneratePrompt(again, profile, calendlyAllowed({ request, profile }))
      : generatePrompt(request, profile);
    const result = await draft(model, prompt, limits, options);
    if ('failed' in result) return builtin([fallback(result.failed)]);

    const { content, notApplied } = tidy(result.text);
    const problems = checkHardRules(content, { request, profile });
    if (retry && content.replace(/\s+/g, ' ') === (again.previous_message ?? '').replace(/\s+/g, ' ').trim())
      problems.unshift('It repeated the previous message.');
    if (problems.length > 0) {
      return builtin([
        `${writer.name}'s draft was set aside: ${lowerFirst(problems[0] ?? '')} ${BUILTIN_WRITER.name} wrote this one instead.`,
      ]);
    }
    const notes = notApplied.map((u) => `Couldn't apply "${u}".`);
    // The subject line and the shorter versions come from the built-in writer's reading of the same
    // request (issue 13, item 2), so a model's answer offers them too.
    const { subject, versions } = compose(request, profile);
    return {
      content,
      summary: summarize(request, profile),
      subject,
      versions,
      ...(notes.length > 0 ? { notes } : {}),
      writer,
    };
  }

  return {
    writer,
    generate: (request: GenerateRequest, profile: SenderProfile, options: DraftOptions = {}) =>
      write(request, profile, false, options),
    regenerate: (request: RegenerateRequest, profile: SenderProfile, options: DraftOptions = {}) =>
      write(request, profile, true, options),
  };
}
