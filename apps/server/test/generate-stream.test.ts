/**
 * Decision 011 over real HTTP: POST /api/generate and /api/regenerate answer JSON as always, and
 * server-sent events to a client that asks for them (`Accept: text/event-stream`): `delta` events
 * with the model's text, then one `done` event. Validation, CSRF, the rate limit and a guest's
 * missing name answer as JSON errors before any stream starts. Without a model, one `done` event.
 */
import type { GenerateResponse } from '@introask/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectErrorBody, guestRequest, startTestServer, type TestServer } from './harness';
import { dataOf, type ModelMock, type Reply, startModelMock } from './model-mock';

interface SseEvent {
  event: string;
  /** `delta` carries `text`; `done` a GenerateResponse; `error` an error body. */
  data: Partial<GenerateResponse> & { text: string; error?: string; code?: string };
}

/** The events of an SSE body, in order. */
function parseEvents(text: string): SseEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) };
    });
}

/** A message written from the request's own data, as a capable model would write it. */
function goodMessage(body: Parameters<typeof dataOf>[0]): string {
  const d = dataOf(body);
  const first = String(d.introducer?.name).split(' ')[0];
  const senderFirst = String(d.sender?.name).split(' ')[0];
  return `Hi ${first},

Would you introduce me to ${d.target?.name}? I'd like to ${d.target?.purpose}.

Could you check with ${d.target?.name} first that an intro is welcome? If you'd rather not ask, no problem at all.

--- Forwardable note ---
I'm ${d.sender?.name}. I'd like to ${d.target?.purpose}, and ${d.target?.value_add}.
--- End of note ---

Thanks,
${senderFirst}`;
}

let reply: (body: Parameters<typeof dataOf>[0]) => Reply = (body) => ({ text: goodMessage(body) });
let mock: ModelMock;
let server: TestServer;
let plain: TestServer;

beforeAll(async () => {
  mock = await startModelMock({ reply: (body) => reply(body) });
  server = await startTestServer({
    RATE_LIMIT_GENERATE: '6',
    LLM_BASE_URL: mock.baseUrl,
    LLM_MODEL: 'mock-model',
    LLM_DISPLAY_NAME: 'Mock Model',
    LLM_IDLE_TIMEOUT_MS: '1000',
    LLM_TIMEOUT_MS: '5000',
  });
  plain = await startTestServer({ RATE_LIMIT_GENERATE: '1000' });
});
afterAll(async () => {
  await server?.close();
  await plain?.close();
  await mock?.close();
});

const SSE = { accept: 'text/event-stream' };

async function stream(base: string, path: string, body: unknown, headers: Record<string, string> = SSE) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...headers },
    body: JSON.stringify(body),
  });
  return { res, text: await res.text() };
}

describe('with a model configured', () => {
  it('the public config names it', async () => {
    expect((await server.client().get('/api/config')).body).toMatchObject({
      googleEnabled: false,
      modelConfigured: true,
      modelName: 'Mock Model',
    });
  });

  it('streams the text as deltas, then one done event with the message, summary and writer', async () => {
    const { res, text } = await stream(server.url, '/api/generate', guestRequest);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    expect(res.headers.get('content-security-policy')).toBeTruthy(); // the same security headers as any answer
    const events = parseEvents(text);
    const done = events.at(-1);
    expect(events.slice(0, -1).every((e) => e.event === 'delta')).toBe(true);
    expect(events.length).toBeGreaterThan(10);
    expect(done?.event).toBe('done');
    const asked = mock.received.at(-1);
    if (!asked) throw new Error('the model was not asked');
    expect(done?.data).toEqual({
      content: goodMessage(asked.body),
      summary: expect.stringContaining('Dana Whitfield'),
      writer: { kind: 'model', name: 'Mock Model' },
      // The subject line and shorter versions come from the built-in writer's reading of the request.
      subject: expect.stringContaining('Dana Whitfield'),
      versions: { direct: expect.any(String), connection: expect.any(String), connectionShort: expect.any(String) },
    });
    expect(
      events
        .slice(0, -1)
        .map((e) => e.data.text)
        .join(''),
    ).toBe(done?.data.content);
  });

  it('answers JSON exactly as before to a client that does not ask for a stream (plus additive fields)', async () => {
    const res = await server.client().post('/api/generate', guestRequest);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Object.keys(res.body).sort()).toEqual(['content', 'subject', 'summary', 'versions', 'writer']);
    expect(mock.received.at(-1)?.body.stream).toBeFalsy();
  });

  it('regenerate streams too; a failed check ends with the built-in message and the note', async () => {
    reply = (body) => ({ text: goodMessage(body).replace('Would you', 'Goldman Sachs says: would you') });
    try {
      const { text } = await stream(server.url, '/api/regenerate', {
        ...guestRequest,
        previous_message: 'Hi Marcus, an earlier draft.',
        retry_instructions: 'warmer',
      });
      const events = parseEvents(text);
      expect(events.some((e) => e.event === 'delta' && e.data.text.includes('Goldman'))).toBe(true);
      const done = events.at(-1)?.data;
      expect(done?.writer).toEqual({ kind: 'builtin', name: "IntroAsk's built-in writer" });
      expect(done?.content).not.toContain('Goldman');
      expect(done?.notes?.[0]).toMatch(/^Mock Model's draft was set aside: it mentions “Goldman Sachs”/);
    } finally {
      reply = (body) => ({ text: goodMessage(body) });
    }
  });

  it('a stall falls back within the idle limit, in the same stream', async () => {
    reply = (body) => ({ text: goodMessage(body), stallAfterChunks: 5 });
    // The idle limit is a timer: once the five deltas have come through, a fake clock moves past it
    // rather than the test waiting a second.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const res = await fetch(`${server.url}/api/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url, ...SSE },
        body: JSON.stringify(guestRequest),
      });
      const reader = (res.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      while (parseEvents(text.slice(0, text.lastIndexOf('\n\n') + 2)).length < 5) {
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
      }
      await vi.advanceTimersByTimeAsync(999);
      expect(parseEvents(text.slice(0, text.lastIndexOf('\n\n') + 2)).map((e) => e.event)).not.toContain('done');
      await vi.advanceTimersByTimeAsync(1);
      for (let part = await reader.read(); !part.done; part = await reader.read()) text += part.value;
      const events = parseEvents(text);
      expect(events.filter((e) => e.event === 'delta')).toHaveLength(5);
      expect(events.at(-1)?.data.notes).toEqual([
        "Mock Model stopped writing for 1 s, so IntroAsk's built-in writer wrote this message.",
      ]);
    } finally {
      vi.useRealTimers();
      reply = (body) => ({ text: goodMessage(body) });
    }
  });

  it('a client that hangs up stops the model call', async () => {
    reply = (body) => ({ text: goodMessage(body), chunkDelayMs: 100 });
    try {
      const stop = new AbortController();
      const res = await fetch(`${server.url}/api/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url, ...SSE },
        body: JSON.stringify(guestRequest),
        signal: stop.signal,
      });
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      await reader.read(); // the first event is there: the model is writing
      const writing = mock.received.at(-1);
      stop.abort();
      await expect.poll(() => writing?.hungUp, { timeout: 3000 }).toBe(true);
    } finally {
      reply = (body) => ({ text: goodMessage(body) });
    }
  });

  it('settles errors before the stream: validation, CSRF and a guest without a name are JSON errors', async () => {
    const invalid = await stream(server.url, '/api/generate', { ...guestRequest, meta: { include_calendly: 'yes' } });
    expect(invalid.res.status).toBe(400);
    expect(invalid.res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(invalid.text).code).toBe('VALIDATION_FAILED');

    const language = await stream(server.url, '/api/generate', {
      ...guestRequest,
      meta: { include_calendly: false, language: 'xx' },
    });
    expect(language.res.status).toBe(400);
    expect(JSON.parse(language.text).fields['meta.language']).toMatch(/language must be one of: en, fr/);

    const foreign = await stream(server.url, '/api/generate', guestRequest, { ...SSE, origin: 'https://evil.example' });
    expect(foreign.res.status).toBe(403);
    expect(foreign.res.headers.get('content-type')).toMatch(/^application\/json/);

    const { profile: _p, ...nameless } = guestRequest;
    const guest = await stream(server.url, '/api/generate', nameless);
    expect(guest.res.status).toBe(400);
  });

  it('the rate limit answers 429 JSON with Retry-After, streamed or not', async () => {
    const client = server.client();
    let last = { status: 200 } as { status: number; headers?: Headers; body?: unknown };
    for (let i = 0; i < 10 && last.status !== 429; i++) {
      const { res, text } = await stream(server.url, '/api/generate', guestRequest);
      last = { status: res.status, headers: res.headers, body: JSON.parse(text.startsWith('{') ? text : '{}') };
    }
    expect(last.status).toBe(429);
    expect(last.headers?.get('retry-after')).toMatch(/^\d+$/);
    expectErrorBody(await client.post('/api/generate', guestRequest), 429, 'RATE_LIMITED');
  });
});

describe('without a model', () => {
  it('the public config says so', async () => {
    expect((await plain.client().get('/api/config')).body).toMatchObject({ modelConfigured: false, modelName: null });
  });

  it('an SSE request gets one done event with the built-in message', async () => {
    const { res, text } = await stream(plain.url, '/api/generate', guestRequest);
    expect(res.status).toBe(200);
    const events = parseEvents(text);
    expect(events).toHaveLength(1);
    expect(events[0]?.event).toBe('done');
    expect(events[0]?.data.writer).toEqual({ kind: 'builtin', name: "IntroAsk's built-in writer" });
    const json = await plain.client().post('/api/generate', guestRequest);
    expect(events[0]?.data).toEqual(json.body);
  });

  it('another language than English: the built-in message in English, with a note', async () => {
    const res = await plain
      .client()
      .post('/api/generate', { ...guestRequest, meta: { include_calendly: false, language: 'de' } });
    expect(res.status).toBe(200);
    expect(res.body.notes).toEqual(['I can only write in English; a model can, if one is configured.']);
  });
});
