import { vi } from 'vitest';

type Handler = (body: unknown, url: URL) => Response | Promise<Response>;

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/**
 * GET /api/introducers/page over `list`: the names that start with `prefix` (case-insensitive), in
 * name order, `limit` at a time (the autocomplete's endpoint, without paging on).
 */
export const introducerPages =
  <T extends { name: string }>(list: ReadonlyArray<T>): Handler =>
  (_body, url) => {
    const prefix = (url.searchParams.get('prefix') ?? '').toLowerCase();
    const limit = Number(url.searchParams.get('limit') ?? 8);
    const items = list
      .filter((i) => i.name.toLowerCase().startsWith(prefix))
      .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()))
      .slice(0, limit);
    return json({ items, next_cursor: null });
  };

/**
 * Fakes the network edge: `handlers` maps 'METHOD /path' (no query) to a response. Every call is
 * recorded in `log` (shared with other fakes, such as the clipboard) so tests can assert order.
 */
export function fakeFetch(handlers: Record<string, Handler>, log: string[] = []) {
  const calls: Array<{ key: string; body: unknown; url: URL }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost:3000');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, body, url });
    log.push(key);
    const handler = handlers[key];
    if (!handler) return json({ error: `No fake for ${key}`, code: 'NOT_FOUND' }, 404);
    return handler(body, url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, log, bodyOf: (key: string) => calls.filter((c) => c.key === key).map((c) => c.body) };
}

/** A clipboard that records writes in the same log, or refuses like a browser without permission. */
export function fakeClipboard(log: string[], refuse = false) {
  const writes: string[] = [];
  const clipboard = {
    writeText: vi.fn(async (text: string) => {
      log.push('clipboard');
      if (refuse) throw new DOMException('Write permission denied.', 'NotAllowedError');
      writes.push(text);
    }),
  };
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  return { writes, clipboard };
}
