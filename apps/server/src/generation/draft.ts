/**
 * One call to the model, bounded in time: streamed (text handed on as it arrives) when the caller
 * listens, a plain completion otherwise. It never throws: a timeout, an HTTP error, an unreadable
 * answer or the caller going away comes back as `failed` with the reason in plain words.
 *
 * Two limits: `idleMs`, the longest the model may stay silent (before its first text, or between
 * two pieces of a stream), and `totalMs` for the whole answer. The abort signal stops the HTTP
 * call; the race guarantees the answer even if a provider ignores it.
 */
import { APICallError, generateText, type LanguageModel, streamText } from 'ai';

export interface DraftLimits {
  idleMs: number;
  totalMs: number;
}

export interface DraftOptions {
  /** Called with each piece of text as the model writes it; without it the call is not streamed. */
  onDelta?: (text: string) => void;
  /** The client went away or pressed Stop. */
  signal?: AbortSignal;
}

export type Draft = { text: string } | { failed: string; cancelled?: boolean };

export function duration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Number((ms / 1000).toFixed(1))} s`;
}

function reasonOf(error: unknown): string {
  if (APICallError.isInstance(error)) {
    if (!error.statusCode) return 'could not be reached';
    if (error.statusCode >= 400) return `answered with an error (HTTP ${error.statusCode})`;
  }
  if (error instanceof Error && /fetch failed|ECONNREFUSED|ENOTFOUND|socket/i.test(`${error.message} ${error.cause}`))
    return 'could not be reached';
  return 'sent an answer IntroAsk could not read';
}

export async function draft(
  model: LanguageModel,
  input: { system: string; prompt: string },
  limits: DraftLimits,
  options: DraftOptions = {},
): Promise<Draft> {
  const controller = new AbortController();
  let failure: Draft | undefined;
  let wake: () => void = () => {};
  const stopped = new Promise<void>((resolve) => {
    wake = resolve;
  });
  const fail = (reason: string, cancelled = false) => {
    failure ??= cancelled ? { failed: reason, cancelled } : { failed: reason };
    controller.abort();
    wake();
  };
  const onCancel = () => fail('was stopped', true);
  if (options.signal?.aborted) return { failed: 'was stopped', cancelled: true };
  options.signal?.addEventListener('abort', onCancel, { once: true });

  let received = false;
  const total = setTimeout(() => fail(`took longer than ${duration(limits.totalMs)}`), limits.totalMs);
  let idle: NodeJS.Timeout | undefined;
  const watchSilence = () => {
    clearTimeout(idle);
    idle = setTimeout(
      () =>
        fail(
          received
            ? `stopped writing for ${duration(limits.idleMs)}`
            : `didn't start writing within ${duration(limits.idleMs)}`,
        ),
      limits.idleMs,
    );
  };

  const settings = { model, ...input, maxRetries: 0, temperature: 0.4, abortSignal: controller.signal };
  const call = async (): Promise<string> => {
    if (!options.onDelta) return (await generateText(settings)).text;
    watchSilence();
    const result = streamText({ ...settings, onError: () => {} });
    let text = '';
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') {
        if (failure) break;
        received = true;
        watchSilence();
        text += part.text;
        options.onDelta(part.text);
      } else if (part.type === 'error') throw part.error;
      else if (part.type === 'abort') throw new Error('aborted');
    }
    return text;
  };

  try {
    const running = call();
    running.catch(() => undefined); // settled by the race; a late rejection must not go unhandled
    const text = await Promise.race([running, stopped.then(() => undefined)]);
    if (failure) return failure;
    return { text: text ?? '' };
  } catch (error) {
    return failure ?? { failed: reasonOf(error) };
  } finally {
    clearTimeout(total);
    clearTimeout(idle);
    options.signal?.removeEventListener('abort', onCancel);
  }
}
