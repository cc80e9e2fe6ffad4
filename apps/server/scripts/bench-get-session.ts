/**
 * In-process cost of one session check (decision 040): better-auth's getSession as the API calls it,
 * and the same with its cookie cache on. CPU per call from process.cpuUsage, after a warm-up.
 *   npx tsx apps/server/scripts/bench-get-session.ts [calls]
 * Add `node --cpu-prof` (NODE_OPTIONS) to profile it.
 */
import { betterAuth } from 'better-auth';
import { startTestServer, TEST_PASSWORD } from '../test/harness';

const calls = Number(process.argv[2] ?? 3000);
const server = await startTestServer();
const { auth, resolveSession } = server.built.deps;
const email = 'bench@example.com';
await auth.api.signUpEmail({ body: { name: 'Bench', email, password: TEST_PASSWORD } });

/** The two calls this bench makes, whatever options the instance was built with. */
interface BenchAuth {
  api: {
    signInEmail(input: {
      body: { email: string; password: string };
      returnHeaders: true;
    }): Promise<{ headers: Headers }>;
    getSession(input: { headers: Headers; query: { disableRefresh: boolean } }): Promise<unknown>;
  };
}

async function cookieOf(a: BenchAuth): Promise<string> {
  const { headers } = await a.api.signInEmail({ body: { email, password: TEST_PASSWORD }, returnHeaders: true });
  return headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function measure(label: string, once: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 300; i++) await once();
  const start = process.cpuUsage();
  const t = performance.now();
  for (let i = 0; i < calls; i++) await once();
  const used = process.cpuUsage(start);
  const wall = performance.now() - t;
  console.log(
    `${label}: ${Math.round((used.user + used.system) / calls)} µs CPU, ${Math.round((wall * 1000) / calls)} µs wall per call`,
  );
}

const plain = await cookieOf(auth as unknown as BenchAuth);
const cached = betterAuth({
  ...auth.options,
  session: { ...auth.options.session, cookieCache: { enabled: true, maxAge: 5 } },
});
const cachedCookie = await cookieOf(cached as unknown as BenchAuth);
// secondaryStorage's best case for CPU: a Map in the process (Redis adds a round trip and a parse).
const kv = new Map<string, string>();
const stored = betterAuth({
  ...auth.options,
  secondaryStorage: {
    get: async (key) => kv.get(key) ?? null,
    set: async (key, value) => void kv.set(key, value),
    delete: async (key) => void kv.delete(key),
    getAndDelete: async (key) => {
      const value = kv.get(key) ?? null;
      kv.delete(key);
      return value;
    },
    increment: async (key) => {
      const next = Number(kv.get(key) ?? 0) + 1;
      kv.set(key, String(next));
      return next;
    },
  },
});
const storedCookie = await cookieOf(stored as unknown as BenchAuth);
const check = (a: BenchAuth, cookie: string) => async () => {
  const s = await a.api.getSession({ headers: new Headers({ cookie }), query: { disableRefresh: true } });
  if (!s) throw new Error('no session');
};
const only = process.env.ONLY;
for (let round = 1; round <= 2; round++) {
  if (!only || only === 'api')
    await measure(`round ${round} resolveSession (the API's check)`, async () => {
      if (!(await resolveSession((n) => (n === 'cookie' ? plain : undefined)))) throw new Error('no session');
    });
  if (!only) await measure(`round ${round} getSession, no cookie cache`, check(auth as unknown as BenchAuth, plain));
  if (!only)
    await measure(`round ${round} getSession, cookie cache 5 s`, check(cached as unknown as BenchAuth, cachedCookie));
  if (!only)
    await measure(
      `round ${round} getSession, secondaryStorage (Map)`,
      check(stored as unknown as BenchAuth, storedCookie),
    );
  if (!only)
    await measure(`round ${round} getSession, no cookie (machinery only)`, async () => {
      await auth.api.getSession({ headers: new Headers({ cookie: 'x=1' }), query: { disableRefresh: true } });
    });
}
await server.close();
