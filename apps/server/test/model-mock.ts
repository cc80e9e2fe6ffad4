/**
 * A local server that speaks OpenAI's chat-completions protocol, standing in for a model in tests,
 * end-to-end runs and the streaming benchmark: plain JSON or streamed chunks, with delays between
 * chunks, a slow first chunk, a stall mid-stream, garbage, HTTP errors. `reply` decides per request.
 * It records what it received and whether the caller hung up before the answer was finished.
 */
import { EventEmitter } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatBody {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string }[];
}

export interface Reply {
  /** The answer's text (ignored with `status` or `garbage`). */
  text?: string;
  /** Answer with this HTTP status and an error body. */
  status?: number;
  /** Answer with something that is not the protocol. */
  garbage?: boolean;
  /** Before the JSON answer, or before the first chunk of a stream. */
  firstChunkDelayMs?: number;
  /** Between two chunks of a stream. */
  chunkDelayMs?: number;
  /** How many chunks the text is cut into (default: one per word). */
  chunks?: number;
  /** Send this many chunks, then nothing more, without closing. */
  stallAfterChunks?: number;
}

export interface ReceivedRequest {
  url: string;
  authorization?: string;
  body: ChatBody;
  /** The caller closed the connection before the answer was complete. */
  hungUp: boolean;
  /** When the request arrived, and when the first chunk of text left (epoch ms). */
  at: number;
  firstChunkAt?: number;
}

export interface ModelMock {
  url: string;
  /** The base URL to give LLM_BASE_URL. */
  baseUrl: string;
  received: ReceivedRequest[];
  /**
   * 'request' (a ReceivedRequest) when a request has arrived, 'stall' when a stream stops sending:
   * what a test with a fake clock waits for before it moves the clock on.
   */
  events: EventEmitter;
  close(): Promise<void>;
}

/** The parts of the prompt's <data> JSON the tests read (src/generation/prompt.ts builds it). */
export interface PromptData {
  introducer?: { name?: string };
  sender?: { name?: string };
  target?: { name?: string; purpose?: string; value_add?: string };
  [key: string]: unknown;
}

/** The user message's <data> JSON, as the server sends it. */
export function dataOf(body: ChatBody): PromptData {
  const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
  const json = user.replace(/^<data>\n/, '').replace(/\n<\/data>$/, '');
  try {
    return JSON.parse(json);
  } catch {
    return {};
  }
}

export function splitIntoChunks(text: string, chunks?: number): string[] {
  if (!chunks) return text.match(/\S+\s*|\s+/g) ?? [text];
  const size = Math.ceil(text.length / chunks);
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function completion(text: string) {
  return JSON.stringify({
    id: 'chatcmpl-mock',
    object: 'chat.completion',
    created: 0,
    model: 'mock-model',
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  });
}

function chunk(delta: Record<string, unknown>, finish: string | null = null) {
  const body = {
    id: 'chatcmpl-mock',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'mock-model',
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

async function answer(
  res: ServerResponse,
  body: ChatBody,
  reply: Reply,
  gone: () => boolean,
  first: () => void,
  stall: () => void,
) {
  if (reply.firstChunkDelayMs) await sleep(reply.firstChunkDelayMs);
  if (gone()) return;
  if (reply.status) {
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: 'mock failure', type: 'server_error' } }));
    return;
  }
  if (!body.stream) {
    if (reply.garbage) {
      res.writeHead(200, { 'content-type': 'application/json' }).end('<html>not a completion');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(completion(reply.text ?? ''));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.flushHeaders();
  if (reply.garbage) {
    res.write('data: {"id": "chatcmpl-mock", "choices": [{"delta": {"content": 42\n\n');
    res.end('data: this is not json\n\n');
    return;
  }
  const pieces = splitIntoChunks(reply.text ?? '', reply.chunks);
  res.write(chunk({ role: 'assistant', content: '' }));
  for (const [i, piece] of pieces.entries()) {
    if (i > 0 && reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
    if (gone()) return;
    if (reply.stallAfterChunks !== undefined && i >= reply.stallAfterChunks) {
      stall(); // and never finishes
      return;
    }
    res.write(chunk({ content: piece }));
    if (i === 0) first();
  }
  res.write(chunk({}, 'stop'));
  res.end('data: [DONE]\n\n');
}

export async function startModelMock(options: { port?: number; reply: (body: ChatBody) => Reply }): Promise<ModelMock> {
  const received: ReceivedRequest[] = [];
  const events = new EventEmitter();
  const server = createServer((req, res) => {
    // For tests in another process: what was asked, and whether the caller hung up.
    if (req.method === 'GET' && req.url === '/__received') {
      const summary = received.map((r) => ({
        target: dataOf(r.body).target?.name,
        stream: r.body.stream,
        hungUp: r.hungUp,
        at: r.at,
        firstChunkAt: r.firstChunkAt,
      }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(summary));
      return;
    }
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      let body: ChatBody;
      try {
        body = JSON.parse(raw);
      } catch {
        res.writeHead(400).end();
        return;
      }
      const record: ReceivedRequest = {
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body,
        hungUp: false,
        at: Date.now(),
      };
      received.push(record);
      res.on('close', () => {
        if (!res.writableFinished) record.hungUp = true;
      });
      const gone = () => record.hungUp || res.destroyed;
      const first = () => {
        record.firstChunkAt = Date.now();
      };
      const stall = () => events.emit('stall', record);
      const reply = options.reply(body);
      events.emit('request', record);
      answer(res, body, reply, gone, first, stall).catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    baseUrl: `${url}/v1`,
    received,
    events,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
