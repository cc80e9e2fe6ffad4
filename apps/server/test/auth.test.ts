/**
 * Auth through better-auth over real HTTP: sign-up (and its profile row), sign-in, sign-out,
 * bearer tokens, and the brute-force limits in front of sign-in.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody, startTestServer, TEST_PASSWORD, TestClient, type TestServer } from './harness';

const email = () => `auth-${randomUUID().slice(0, 8)}@example.com`;

describe('sign-up, sign-in, sign-out', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Generous sign-in limits: this block is about the flows, the next one about the limits.
    server = await startTestServer({ RATE_LIMIT_SIGNIN_PER_IP: '1000', RATE_LIMIT_SIGNIN_PER_EMAIL: '1000' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sign-up signs the user in and creates the profile with the name', async () => {
    const client = server.client();
    const address = email();
    const res = await client.post('/api/auth/sign-up/email', {
      name: 'Ada Lovelace',
      email: address,
      password: TEST_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ name: 'Ada Lovelace', email: address });
    expect(client.cookie).not.toBe('');

    const session = await client.get('/api/auth/get-session');
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ name: 'Ada Lovelace', email: address });

    const profile = await client.get('/api/profile');
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual({
      name: 'Ada Lovelace',
      job_title: '',
      company_name: '',
      calendly_url: '',
      bio: '',
      asks: '',
      value_add: '',
    });
  });

  it('the name is trimmed (and inner whitespace collapsed) before it is stored', async () => {
    const client = server.client();
    const res = await client.post('/api/auth/sign-up/email', {
      name: '   Grace   Hopper  ',
      email: email(),
      password: TEST_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body.user.name).toBe('Grace Hopper');
    expect((await client.get('/api/profile')).body.name).toBe('Grace Hopper');
  });

  it.each([
    ['one character', 'A'],
    ['two characters only after trim', '  A  '],
    ['81 characters', 'x'.repeat(81)],
    ['blank', '    '],
  ])('a name of %s is refused and creates no account', async (_label, name) => {
    const client = server.client();
    const address = email();
    const res = await client.post('/api/auth/sign-up/email', { name, email: address, password: TEST_PASSWORD });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/Name must be 2 to 80 characters/);
    expect(client.cookie).toBe('');
    // No account was created: the same email can still sign up.
    const again = await client.post('/api/auth/sign-up/email', {
      name: 'Valid Name',
      email: address,
      password: TEST_PASSWORD,
    });
    expect(again.status).toBe(200);
  });

  it('names of exactly 2 and 80 characters are accepted', async () => {
    for (const name of ['Al', 'y'.repeat(80)]) {
      const res = await server
        .client()
        .post('/api/auth/sign-up/email', { name, email: email(), password: TEST_PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body.user.name).toBe(name);
    }
  });

  it('a password shorter than 8 characters is refused', async () => {
    const res = await server
      .client()
      .post('/api/auth/sign-up/email', { name: 'Short Pass', email: email(), password: 'seven77' });
    expect(res.status).toBe(400);
  });

  it('the same email cannot sign up twice', async () => {
    const address = email();
    await server.signUp({ email: address });
    const res = await server
      .client()
      .post('/api/auth/sign-up/email', { name: 'Again', email: address, password: TEST_PASSWORD });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('sign-in with the right password gives a working session', async () => {
    const user = await server.signUp({ name: 'Sign In' });
    const client = server.client();
    const res = await client.post('/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(user.email);
    const profile = await client.get('/api/profile');
    expect(profile.status).toBe(200);
    expect(profile.body.name).toBe('Sign In');
  });

  it('the email is matched case-insensitively at sign-in', async () => {
    const user = await server.signUp();
    const res = await server
      .client()
      .post('/api/auth/sign-in/email', { email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.status).toBe(200);
  });

  it('a wrong password is a 401 with no session', async () => {
    const user = await server.signUp();
    const client = server.client();
    const res = await client.post('/api/auth/sign-in/email', { email: user.email, password: 'not the password' });
    expect(res.status).toBe(401);
    expect(client.cookie).toBe('');
    expect(res.headers.get('set-auth-token')).toBeNull();
    expectErrorBody(await client.get('/api/profile'), 401, 'UNAUTHENTICATED');
  });

  it('an unknown email is the same 401 as a wrong password', async () => {
    const res = await server.client().post('/api/auth/sign-in/email', { email: email(), password: TEST_PASSWORD });
    expect(res.status).toBe(401);
  });

  it('sign-out makes the old session cookie useless for the API', async () => {
    const user = await server.signUp();
    const oldCookie = user.cookie;
    expect((await user.get('/api/profile')).status).toBe(200);
    const out = await user.post('/api/auth/sign-out', {});
    expect(out.status).toBe(200);
    expect(user.cookie).toBe('');
    // A client that kept the cookie (or stole it) gets nothing with it any more.
    const replay = await server.client().get('/api/profile', { cookie: oldCookie });
    expectErrorBody(replay, 401, 'UNAUTHENTICATED');
    expect(replay.body.requiresAuth).toBe(true);
    const session = await server.client().get('/api/auth/get-session', { cookie: oldCookie });
    expect(session.body).toBeNull();
  });

  it('the bearer token from the set-auth-token header works for the API without a cookie', async () => {
    const user = await server.signUp({ name: 'Bearer User' });
    // An API client signs in itself (no fetch metadata, no cookie): the token is issued to it deliberately.
    const signIn = await server
      .client()
      .post('/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD });
    const token = signIn.headers.get('set-auth-token');
    expect(token).toBeTruthy();

    const api = new TestClient(server.url);
    api.origin = ''; // an API client, not a browser
    api.bearer = token as string;
    const profile = await api.get('/api/profile');
    expect(profile.status).toBe(200);
    expect(profile.body.name).toBe('Bearer User');
    const saved = await api.put('/api/field', { field: 'job_title', content: 'Engineer' });
    expect(saved.status).toBe(200);
    expect(saved.body.job_title).toBe('Engineer');
  });

  it('signing out with the bearer token ends that token too', async () => {
    const user = await server.signUp();
    const signIn = await server
      .client()
      .post('/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD });
    const api = new TestClient(server.url);
    api.origin = '';
    api.bearer = signIn.headers.get('set-auth-token') as string;
    expect((await api.get('/api/profile')).status).toBe(200);
    expect((await api.post('/api/auth/sign-out', {})).status).toBe(200);
    expectErrorBody(await api.get('/api/profile'), 401, 'UNAUTHENTICATED');
    // The browser session from sign-up is a different session and still works.
    expect((await user.get('/api/profile')).status).toBe(200);
  });

  it('an expired session is a guest to the API and to get-session', async () => {
    const user = await server.signUp();
    expect((await user.get('/api/profile')).status).toBe(200);
    const token = decodeURIComponent(user.cookie.split('=')[1] ?? '').split('.')[0] as string;
    const past = new Date(Date.now() - 60_000).toISOString();
    await server.built.deps.database.db
      .updateTable('session')
      .set({ expiresAt: past })
      .where('token', '=', token)
      .execute();
    expectErrorBody(await user.get('/api/profile'), 401, 'UNAUTHENTICATED');
    expect((await user.get('/api/auth/get-session')).body).toBeNull();
  });

  it('a forged or tampered bearer token or cookie is a guest', async () => {
    const user = await server.signUp();
    const [value] = user.cookie.split('=').slice(1);
    const token = decodeURIComponent(value ?? '');
    const tampered = `${token.slice(0, -4)}AAAA`;
    const attempts: Record<string, string>[] = [
      { authorization: `Bearer ${tampered}` },
      { authorization: 'Bearer not-a-real-token' },
      { authorization: 'Bearer %E0%A4%A' },
      { cookie: `better-auth.session_token=${encodeURIComponent(tampered)}` },
      { cookie: 'better-auth.session_token=%' },
    ];
    for (const headers of attempts) {
      const res = await server.client().get('/api/profile', headers);
      expectErrorBody(res, 401, 'UNAUTHENTICATED');
    }
  });

  it('a cookie-authenticated write from another site is refused', async () => {
    const user = await server.signUp();
    user.origin = 'https://evil.example';
    const res = await user.put('/api/field', { field: 'bio', content: 'pwned' });
    expectErrorBody(res, 403, 'FORBIDDEN');
    user.origin = server.url;
    expect((await user.get('/api/profile')).body.bio).toBe('');
  });
});

describe('brute-force protection on sign-in', () => {
  let server: TestServer;
  beforeAll(async () => {
    // TRUST_PROXY lets each test pick its client address through X-Forwarded-For.
    server = await startTestServer({
      TRUST_PROXY: 'true',
      RATE_LIMIT_SIGNIN_PER_IP: '5',
      RATE_LIMIT_SIGNIN_PER_EMAIL: '3',
      RATE_LIMIT_SIGNIN_WINDOW_SECONDS: '300',
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const signIn = (address: string, password: string, ip: string) =>
    server.client().post('/api/auth/sign-in/email', { email: address, password }, { 'x-forwarded-for': ip });

  // Security review finding 3: 8 wrong passwords from anywhere locked the owner out for 5 minutes,
  // renewable forever. Now only failures count, per email and address, with a growing wait.
  it("per email and address: failures back off that address, never the owner's at another address", async () => {
    const user = await server.signUp();
    const attacker = '10.1.0.1';
    for (let i = 0; i < 3; i++) {
      expect((await signIn(user.email, 'wrong password', attacker)).status).toBe(401);
    }
    const blocked = await signIn(user.email, TEST_PASSWORD, attacker);
    expectErrorBody(blocked, 429, 'RATE_LIMITED');
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15);
    // better-auth's client shows `message`: the form must say why, not "Invalid email or password".
    expect(blocked.body.message).toMatch(/Too many failed sign-ins\. Try again in \d+ seconds/);
    expect(blocked.body.message).toBe(blocked.body.error);
    // The same email written differently from the same address is the same pair.
    expectErrorBody(await signIn(user.email.toUpperCase(), 'x'.repeat(10), attacker), 429, 'RATE_LIMITED');
    // The owner, at an address with no failures, signs in.
    expect((await signIn(user.email, TEST_PASSWORD, '10.1.0.99')).status).toBe(200);
  });

  it('successful sign-ins do not count: the owner signs in again and again', async () => {
    const user = await server.signUp();
    for (let i = 0; i < 4; i++) expect((await signIn(user.email, TEST_PASSWORD, '10.1.1.1')).status).toBe(200);
  });

  it('the wait grows with each failure past the free tries, and a success clears it', async () => {
    const user = await server.signUp();
    const ip = '10.1.2.1';
    for (let i = 0; i < 3; i++) await signIn(user.email, 'wrong password', ip);
    const store = server.built.deps.rateLimits.store;
    const pair = `${user.email}|${ip}`;
    const first = await store.ttl(`signin-block:${pair}`);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(15);
    // Let the wait pass (as time would), then fail once more: the next wait is twice as long.
    await store.delete(`signin-block:${pair}`);
    expect((await signIn(user.email, 'wrong password', ip)).status).toBe(401);
    const second = await store.ttl(`signin-block:${pair}`);
    expect(second).toBeGreaterThan(15);
    expect(second).toBeLessThanOrEqual(30);
    await store.delete(`signin-block:${pair}`);
    expect((await signIn(user.email, TEST_PASSWORD, ip)).status).toBe(200);
    expect(await store.ttl(`signin-fail:${pair}`)).toBe(0);
  });

  it('per IP: after 5 attempts from one address every email is refused from it, but not from others', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 5; i++) {
      expect((await signIn(email(), 'wrong password', ip)).status).toBe(401);
    }
    const blocked = await signIn(email(), 'wrong password', ip);
    expectErrorBody(blocked, 429, 'RATE_LIMITED');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await signIn(email(), 'wrong password', '10.2.0.2')).status).toBe(401);
  });

  // Security review finding 9: sign-up answers USER_ALREADY_EXISTS (the trade-off in SECURITY.md),
  // so how fast addresses can be tested is bounded by the per-IP limit on sign-up.
  it('sign-up is limited per IP: the sixth attempt from one address is refused, another address is not', async () => {
    const signUp = (address: string, ip: string) =>
      server
        .client()
        .post(
          '/api/auth/sign-up/email',
          { email: address, password: TEST_PASSWORD, name: 'Probe' },
          { 'x-forwarded-for': ip },
        );
    const taken = await server.signUp();
    const ip = '10.4.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signUp(taken.email, ip)).status);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    expect((await signUp(taken.email, '10.4.0.2')).status).toBe(422);
  });

  it('a user whose email is not under attack still signs in', async () => {
    const user = await server.signUp();
    const res = await signIn(user.email, TEST_PASSWORD, '10.3.0.1');
    expect(res.status).toBe(200);
  });
});

describe('without TRUST_PROXY, X-Forwarded-For does not pick the address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_SIGNIN_PER_IP: '3', RATE_LIMIT_SIGNIN_PER_EMAIL: '1000' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a client cannot escape the per-IP limit by inventing addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await server
        .client()
        .post(
          '/api/auth/sign-in/email',
          { email: email(), password: 'wrong password' },
          { 'x-forwarded-for': `10.77.0.${i}` },
        );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});
