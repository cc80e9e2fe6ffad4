/**
 * Production check (README.md, \"How to test\"), hostile input: at least 10,000 generated requests across every endpoint (wrong types,
 * missing and extra fields, huge and unicode strings, malformed JSON, wrong content types, oversized
 * bodies). Zero 5xx, zero crashes, and every 4xx carries a message a person can read.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

let server: TestServer;
let cookie: string;
let introducerId: string;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_GENERATE: '100000000', RATE_LIMIT_SAVE: '100000000' });
  const user = await server.signUp();
  cookie = user.cookie;
  const created = await user.post('/api/introducers', { name: 'Fuzz Introducer', context: '' });
  introducerId = created.body.id;
});
afterAll(async () => {
  await server.close();
});

const ENDPOINTS: [string, string][] = [
  ['POST', '/api/generate'],
  ['POST', '/api/regenerate'],
  ['POST', '/api/rfi'],
  ['GET', '/api/rfi'],
  ['GET', '/api/profile'],
  ['PUT', '/api/profile'],
  ['PUT', '/api/field'],
  ['GET', '/api/introducers'],
  ['POST', '/api/introducers'],
  ['PUT', '/api/introducers/:id'],
  ['POST', '/api/auth/sign-in/email'],
  ['POST', '/api/auth/sign-up/email'],
];

const FAST_PATHS = new Set(['/api/generate', '/api/regenerate']);

const FIELD_NAMES = [
  'introducer',
  'target',
  'meta',
  'profile',
  'name',
  'context',
  'relevance',
  'purpose',
  'value_add',
  'include_calendly',
  'bio',
  'message',
  'previous_message',
  'retry_instructions',
  'field',
  'content',
  'job_title',
  'company_name',
  'calendly_url',
  'asks',
  'email',
  'password',
  '__proto__',
  'constructor',
];

const hugeString = fc.integer({ min: 1_000, max: 70_000 }).map((n) => 'x'.repeat(n));
const weirdString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  hugeString,
  fc.constant('<script>alert(1)</script>'),
  fc.constant('\u0000\uD800'),
);
const leaf = fc.oneof(weirdString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant([]));
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    tie('object'),
    fc.array(tie('node'), { maxLength: 3 }),
  ),
  object: fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string()), tie('node'), { maxKeys: 6 }),
})).node;

/** A plausible request with a few fields mutated: reaches deeper than pure noise does. */
const nearlyValid = fc.record(
  {
    introducer: fc.record({ name: weirdString, context: leaf }, { requiredKeys: [] }),
    target: fc.record(
      { name: leaf, relevance: weirdString, purpose: weirdString, value_add: leaf },
      { requiredKeys: [] },
    ),
    meta: fc.record({ include_calendly: leaf }),
    profile: fc.record({ name: weirdString, bio: leaf }, { requiredKeys: [] }),
    message: weirdString,
    previous_message: weirdString,
    retry_instructions: weirdString,
    field: fc.constantFrom('name', 'bio', 'calendly_url', 'email', 'asks'),
    content: leaf,
    name: weirdString,
    context: leaf,
    email: weirdString,
    password: weirdString,
  },
  { requiredKeys: [] },
);

const body = fc.oneof(
  { weight: 3, arbitrary: nearlyValid.map((v) => ({ text: JSON.stringify(v), type: 'application/json' })) },
  { weight: 2, arbitrary: value.map((v) => ({ text: JSON.stringify(v) ?? 'null', type: 'application/json' })) },
  { weight: 1, arbitrary: fc.string().map((t) => ({ text: `{${t}`, type: 'application/json' })) },
  { weight: 1, arbitrary: fc.string().map((t) => ({ text: t, type: 'text/plain' })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('application/x-www-form-urlencoded', 'multipart/form-data', '', 'application/json; charset=latin1')
      .map((type) => ({ text: 'a=1&b=2', type })),
  },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 65 * 1024, max: 200 * 1024 })
      .map((n) => ({ text: JSON.stringify({ message: 'm'.repeat(n) }), type: 'application/json' })),
  },
);

const query = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(fc.constantFrom('order', 'limit', 'cursor', 'x'), weirdString, { maxKeys: 3 })
    .map((q) => `?${new URLSearchParams(q as Record<string, string>)}`),
);

it('answers 10,000+ hostile requests with no 5xx and a readable message on every 4xx', async () => {
  let count = 0;
  const failures: string[] = [];
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...ENDPOINTS),
      body,
      query,
      fc.boolean(),
      fc.boolean(),
      async ([method, route], b, q, signedIn, badId) => {
        count++;
        const path =
          route.replace(':id', badId ? encodeURIComponent(`${introducerId}'; drop table rfi; --`) : introducerId) +
          (method === 'GET' ? q : '');
        const headers: Record<string, string> = { origin: 'http://localhost:3000' };
        if (b.type) headers['content-type'] = b.type;
        if (signedIn) headers.cookie = cookie;
        const init = { method, headers, body: method === 'GET' ? undefined : b.text };
        // The generate routes (the hottest, and the ones that stream) over real HTTP, through the Node
        // server as a browser reaches them; the rest through the app directly, which is quicker.
        const res = FAST_PATHS.has(route)
          ? await fetch(server.url + path, init)
          : await server.built.app.request(path, init);
        const text = await res.text();
        if (res.status >= 500) failures.push(`${method} ${path} -> ${res.status} ${text.slice(0, 200)}`);
        if (res.status >= 400) {
          const parsed = JSON.parse(text) as { error?: string; message?: string };
          const message = parsed.error ?? parsed.message ?? '';
          // Readable: a sentence, not a stack trace or an internal identifier.
          expect(message.length, `${method} ${path} ${text.slice(0, 200)}`).toBeGreaterThan(3);
          expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/);
        }
        return failures.length === 0;
      },
    ),
    { numRuns: 10_000, seed: 20261122, endOnFailure: true },
  );
  expect(failures).toEqual([]);
  expect(count).toBeGreaterThanOrEqual(10_000);
}, 600_000);
