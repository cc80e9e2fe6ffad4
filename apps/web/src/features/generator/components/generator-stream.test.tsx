/**
 * Issue 10 in the browser's terms: with a model configured, the text shows in the output while it
 * is written (read-only, with Stop), then the final message replaces it and the panel says who wrote
 * it; Stop cancels the request; nothing is saved until Copy & Save, which keeps the writer.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeClipboard, fakeFetch, introducerPages, json } from '@/testing/fake-fetch';
import { renderApp, TEST_USER } from '@/testing/render';
import { Generator } from './generator';

const CONFIG = { googleEnabled: false, modelConfigured: true, modelName: 'Test Model' };
const FINAL = 'Hi Jordan,\n\nWould you introduce me to Priya?\n\nThanks,\nSam';

/** An SSE answer the test writes event by event. */
function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  const send = (event: string, data: unknown) =>
    controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
  return {
    response: () => new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    delta: (text: string) => send('delta', { text }),
    done: (data: unknown) => {
      send('done', data);
      controller.close();
    },
  };
}

async function startGenerating(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Target name'), 'Priya Shah');
  await user.click(screen.getByRole('button', { name: 'Generate' }));
}

describe('Generator with a model configured', () => {
  it('shows the text as it arrives, read-only with Stop, then the final message and its writer', async () => {
    const user = userEvent.setup();
    const stream = controlledStream();
    const net = fakeFetch({
      'GET /api/config': () => json(CONFIG),
      'GET /api/introducers/page': introducerPages([]),
      'POST /api/generate': () => stream.response(),
      'POST /api/rfi': () => json({ id: 'r1' }, 201),
    });
    renderApp(<Generator session="signed-in" />, { user: TEST_USER });
    expect(await screen.findByLabelText('Language')).toHaveValue('en');
    await startGenerating(user);

    expect(await screen.findByText('Writing with Test Model...')).toBeInTheDocument();
    stream.delta('Hi Jordan,\n\nWould you ');
    const message = await screen.findByLabelText('Message');
    await waitFor(() => expect(message).toHaveValue('Hi Jordan,\n\nWould you '));
    expect(message).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Copy & Save' })).toBeDisabled();
    stream.delta('introduce me to Pri');
    await waitFor(() => expect(message).toHaveValue('Hi Jordan,\n\nWould you introduce me to Pri'));
    expect(net.calls.filter((c) => c.key === 'POST /api/rfi')).toHaveLength(0);

    stream.done({ content: FINAL, summary: 'Intro to Priya', writer: { kind: 'model', name: 'Test Model' } });
    await waitFor(() => expect(message).toHaveValue(FINAL));
    expect(message).not.toHaveAttribute('readonly');
    expect(screen.getByText('Written by Test Model')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
    expect(net.calls[net.calls.findIndex((c) => c.key === 'POST /api/generate')]?.body).toEqual({
      target: { name: 'Priya Shah' },
      meta: { include_calendly: false },
    });
    expect(net.calls.filter((c) => c.key === 'POST /api/rfi')).toHaveLength(0);

    fakeClipboard([]);
    await user.click(screen.getByRole('button', { name: 'Copy & Save' }));
    expect(await screen.findByText('Saved copy')).toBeInTheDocument();
    expect(net.bodyOf('POST /api/rfi')[0]).toMatchObject({ message: FINAL, writer: 'Test Model' });
  });

  it('a fallback shows the built-in message, its note, and who wrote it', async () => {
    const user = userEvent.setup();
    const stream = controlledStream();
    fakeFetch({
      'GET /api/config': () => json(CONFIG),
      'GET /api/introducers/page': introducerPages([]),
      'POST /api/generate': () => stream.response(),
    });
    renderApp(<Generator session="signed-in" />, { user: TEST_USER });
    await screen.findByLabelText('Language');
    await startGenerating(user);
    stream.delta('Hi Jordan, we raised $5M');
    const note = "Test Model's draft was set aside: it mentions “$5M”, which isn't in what you typed.";
    stream.done({
      content: FINAL,
      summary: 's',
      notes: [note],
      writer: { kind: 'builtin', name: "IntroAsk's built-in writer" },
    });
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue(FINAL));
    expect(screen.getByRole('complementary', { name: 'Notes' })).toHaveTextContent(note);
    expect(screen.getByText("Written by IntroAsk's built-in writer")).toBeInTheDocument();
  });

  it('Stop cancels the request and brings back the placeholder, without an error', async () => {
    const user = userEvent.setup();
    const stream = controlledStream();
    let signal: AbortSignal | undefined;
    fakeFetch({
      'GET /api/config': () => json(CONFIG),
      'GET /api/introducers/page': introducerPages([]),
      'POST /api/generate': () => stream.response(),
    });
    const realFetch = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return realFetch(input, init);
    }) as typeof fetch;
    renderApp(<Generator session="signed-in" />, { user: TEST_USER });
    await screen.findByLabelText('Language');
    await startGenerating(user);
    stream.delta('Hi Jordan, ');
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue('Hi Jordan, '));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(signal?.aborted).toBe(true);
    expect(await screen.findByText('Fill out the form and click Generate')).toBeInTheDocument();
    expect(screen.queryByText('Generation failed')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });

  it('without a model: no language choice, no writer line, the message as before', async () => {
    const user = userEvent.setup();
    fakeFetch({
      'GET /api/config': () => json({ googleEnabled: false, modelConfigured: false, modelName: null }),
      'GET /api/introducers/page': introducerPages([]),
      'POST /api/generate': () =>
        json({ content: FINAL, summary: 's', writer: { kind: 'builtin', name: "IntroAsk's built-in writer" } }),
    });
    renderApp(<Generator session="signed-in" />, { user: TEST_USER });
    await startGenerating(user);
    expect(await screen.findByLabelText('Message')).toHaveValue(FINAL);
    expect(screen.queryByLabelText('Language')).not.toBeInTheDocument();
    expect(screen.queryByText(/Written by/)).not.toBeInTheDocument();
  });

  it("sends the built-in writer's style back with a retry", async () => {
    const user = userEvent.setup();
    const style = { tone: 'neutral', variant: 3 };
    const net = fakeFetch({
      'GET /api/config': () => json({ googleEnabled: false, modelConfigured: false, modelName: null }),
      'GET /api/introducers/page': introducerPages([]),
      'POST /api/generate': () => json({ content: FINAL, summary: 's', style }),
      'POST /api/regenerate': () => json({ content: `${FINAL}!`, summary: 's' }),
    });
    renderApp(<Generator session="signed-in" />, { user: TEST_USER });
    await startGenerating(user);
    expect(await screen.findByLabelText('Message')).toHaveValue(FINAL);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue(`${FINAL}!`));
    expect(net.bodyOf('POST /api/regenerate')[0]).toMatchObject({ previous_message: FINAL, style });
  });
});
