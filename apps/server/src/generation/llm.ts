/**
 * Writing with an OpenAI-compatible model through the Vercel AI SDK. The model's text must pass
 * the same rubric checks as the built-in engine's; if the call fails, times out or the text fails
 * a check, the answer is the built-in engine's message with a note saying so (issue 3).
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { checkMessage, compose, recompose, retryExpectations, summarize } from '@introask/composer';
import type { GenerateRequest, GenerateResponse, RegenerateRequest, SenderProfile } from '@introask/shared';
import { generateText } from 'ai';
import { generatePrompt, NOT_APPLIED, regeneratePrompt } from './prompt';

export interface LlmConfig {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

interface Draft {
  content: string;
  notApplied: string[];
}

/** Plain text out of whatever the model wrapped it in; "NOT APPLIED:" lines become notes. */
export function tidy(text: string): Draft {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .replace(/^```\w*\n|\n```\s*$/g, '')
    .split('\n');
  const notApplied = lines.filter((l) => l.startsWith(NOT_APPLIED)).map((l) => l.slice(NOT_APPLIED.length).trim());
  const content = lines
    .filter((l) => !l.startsWith(NOT_APPLIED))
    .map((l) => l.replace(/\s+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { content, notApplied };
}

function fallbackNote(reason: string): string {
  return `The AI writer ${reason}, so this message comes from IntroAsk's built-in writer.`;
}

export function createLlmWriter(config: LlmConfig) {
  const provider = createOpenAICompatible({ name: 'introask-llm', baseURL: config.baseUrl, apiKey: config.apiKey });
  const model = provider.chatModel(config.model);

  async function draft(system: string, prompt: string): Promise<Draft | { failed: string }> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    // The signal stops the HTTP call; the race guarantees the answer even if a provider ignores it.
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(Object.assign(new Error('LLM timeout'), { name: 'TimeoutError' }));
      }, config.timeoutMs);
    });
    const call = generateText({
      model,
      system,
      prompt,
      maxRetries: 0,
      temperature: 0.4,
      abortSignal: controller.signal,
    });
    call.catch(() => undefined); // settled by the race; a late rejection must not go unhandled
    try {
      const { text } = await Promise.race([call, deadline]);
      return tidy(text);
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      const timedOut = name === 'TimeoutError' || name === 'AbortError' || controller.signal.aborted;
      return { failed: timedOut ? `took longer than ${config.timeoutMs} ms` : 'was unavailable' };
    } finally {
      clearTimeout(timer);
    }
  }

  function withNote(response: GenerateResponse, note: string): GenerateResponse {
    return { ...response, notes: [...(response.notes ?? []), note] };
  }

  return {
    async generate(request: GenerateRequest, profile: SenderProfile): Promise<GenerateResponse> {
      const { system, prompt } = generatePrompt(request, profile);
      const result = await draft(system, prompt);
      if ('failed' in result) return withNote(compose(request, profile), fallbackNote(result.failed));
      const problems = checkMessage(result.content, request, profile);
      if (problems.length > 0)
        return withNote(
          compose(request, profile),
          fallbackNote(`wrote a message that failed a check (${problems[0]})`),
        );
      return { content: result.content, summary: summarize(request, profile) };
    },

    async regenerate(request: RegenerateRequest, profile: SenderProfile): Promise<GenerateResponse> {
      const expect = retryExpectations(request, profile);
      const { system, prompt } = regeneratePrompt(request, profile, expect.calendly ?? false);
      const result = await draft(system, prompt);
      if ('failed' in result) return withNote(recompose(request, profile), fallbackNote(result.failed));
      const problems = checkMessage(result.content, request, profile, expect);
      const previous = (request.previous_message ?? '').replace(/\s+/g, ' ').trim();
      if (result.content.replace(/\s+/g, ' ').trim() === previous) problems.unshift('it repeated the previous message');
      if (problems.length > 0)
        return withNote(
          recompose(request, profile),
          fallbackNote(`wrote a message that failed a check (${problems[0]})`),
        );
      const notes = result.notApplied.map((u) => `Couldn't apply "${u}".`);
      return notes.length > 0
        ? { content: result.content, summary: summarize(request, profile), notes }
        : { content: result.content, summary: summarize(request, profile) };
    },
  };
}
