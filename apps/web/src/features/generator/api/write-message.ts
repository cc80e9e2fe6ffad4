/**
 * POST /api/generate or /api/regenerate, asking for server-sent events: `delta` events carry the
 * model's text as it is written (handed to `onDelta`), one `done` event the final, checked answer
 * (docs/api.md). A JSON answer (a server or a stand-in that does not stream) is read as well.
 */
import type { GenerateResponse } from '@introask/shared';
import { apiRequest } from '@/lib/api-client';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '@/lib/api-error';

export interface WriteOptions {
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
}

export const CUT_OFF_MESSAGE = 'The connection closed before the message was finished. Please try again.';

export async function writeMessage(
  path: '/generate' | '/regenerate',
  body: unknown,
  options: WriteOptions = {},
): Promise<GenerateResponse> {
  const response = await apiRequest(path, {
    method: 'POST',
    body,
    signal: options.signal,
    accept: 'text/event-stream, application/json',
  });
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream') || !response.body) {
    return (await response.json()) as GenerateResponse;
  }
  const reader = response.body.getReader();
  // Stop: end the read at once, whatever the fetch implementation does with the signal.
  const stop = () => void reader.cancel();
  options.signal?.addEventListener('abort', stop, { once: true });
  try {
    return await readEvents(reader, options);
  } finally {
    options.signal?.removeEventListener('abort', stop);
  }
}

async function readEvents(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  options: WriteOptions,
): Promise<GenerateResponse> {
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (options.signal?.aborted) throw new DOMException('The request was stopped.', 'AbortError');
    buffer += decoder.decode(value, { stream: !done }).replace(/\r\n?/g, '\n');
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const event = parseEvent(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (event?.name === 'delta') options.onDelta?.((event.data as { text: string }).text);
      else if (event?.name === 'done') {
        void reader.cancel();
        return event.data as GenerateResponse;
      } else if (event?.name === 'error') {
        const error = (event.data as { error?: string }).error;
        throw new ApiError(error || UNKNOWN_ERROR_MESSAGE, 500, event.data);
      }
    }
    if (done) throw new ApiError(CUT_OFF_MESSAGE, 0, null);
  }
}

function parseEvent(block: string): { name: string; data: unknown } | undefined {
  let name = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) name = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  if (data.length === 0) return undefined;
  try {
    return { name, data: JSON.parse(data.join('\n')) };
  } catch {
    return { name: 'error', data: { error: UNKNOWN_ERROR_MESSAGE } };
  }
}
