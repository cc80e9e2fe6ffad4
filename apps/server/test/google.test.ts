/**
 * The Google round trip against a local OpenID Connect server (oauth2-mock-server): sign-in →
 * authorize → callback → a session whose user has the provider's name and email, and a profile.
 * better-auth 1.7 serves genericOAuth providers through the core endpoints, as the web app calls
 * them: POST /api/auth/sign-in/social {provider: 'google'} and GET /api/auth/callback/google.
 */
import { randomUUID } from 'node:crypto';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_PASSWORD, TestClient, type TestServer } from './harness';

/** A browser's cookie jar, enough for one site: name → value, honouring deletions. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  get(name: string) {
    return this.cookies.get(name);
  }
}

describe('Google sign-in through genericOAuth', () => {
  let idp: OAuth2Server;
  let server: TestServer;
  let person: { sub: string; name: string; email: string };

  beforeAll(async () => {
    idp = new OAuth2Server();
    await idp.issuer.keys.generate('RS256');
    await idp.start(0, '127.0.0.1');
    // The identity the provider vouches for; each test sets its own person before signing in.
    idp.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, {
        sub: person.sub,
        name: person.name,
        email: person.email,
        email_verified: true,
        aud: 'test-client-id',
      });
    });
    idp.service.on('beforeUserinfo', (userinfo) => {
      userinfo.body = { sub: person.sub, name: person.name, email: person.email, email_verified: true };
    });
    server = await startTestServer({
      GOOGLE_CLIENT_ID: 'test-client-id',
      GOOGLE_CLIENT_SECRET: 'test-client-secret',
      GOOGLE_DISCOVERY_URL: `${idp.issuer.url}/.well-known/openid-configuration`,
    });
  });
  afterAll(async () => {
    await server?.close();
    await idp?.stop();
  });

  /** Click "Sign in with Google" and follow every redirect like a browser, keeping cookies per site. */
  async function signInWithGoogle() {
    const jar = new CookieJar();
    const start = await fetch(`${server.url}/api/auth/sign-in/social`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ provider: 'google', callbackURL: '/', errorCallbackURL: '/auth/sign-in?error=google' }),
      redirect: 'manual',
    });
    expect(start.status).toBe(200);
    jar.take(start);
    const { url: authorizeUrl } = (await start.json()) as { url: string; redirect: boolean };
    expect(authorizeUrl.startsWith(idp.issuer.url as string)).toBe(true);
    const authorize = new URL(authorizeUrl);
    expect(authorize.searchParams.get('client_id')).toBe('test-client-id');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${server.url}/api/auth/callback/google`);
    expect(authorize.searchParams.get('code_challenge')).toBeTruthy();
    expect(authorize.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile']),
    );

    // The provider signs the person in and sends the browser back with a code.
    const atProvider = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(atProvider.status).toBe(302);
    const callback = atProvider.headers.get('location') as string;
    expect(callback.startsWith(`${server.url}/api/auth/callback/google`)).toBe(true);

    const back = await fetch(callback, { headers: { cookie: jar.header() }, redirect: 'manual' });
    jar.take(back);
    return { back, jar };
  }

  it('GET /api/config offers the Google button', async () => {
    const res = await server.client().get('/api/config');
    expect(res.body).toMatchObject({ googleEnabled: true });
  });

  it("the round trip ends signed in as the provider's person, with a profile of that name", async () => {
    person = { sub: randomUUID(), name: 'Gia Google', email: `gia-${randomUUID().slice(0, 8)}@gmail.example` };
    const { back, jar } = await signInWithGoogle();
    expect(back.status).toBe(302);
    expect(new URL(back.headers.get('location') as string, server.url).pathname).toBe('/');
    expect(jar.get('better-auth.session_token')).toBeTruthy();

    const browser = new TestClient(server.url);
    browser.cookie = `better-auth.session_token=${jar.get('better-auth.session_token')}`;
    const session = await browser.get('/api/auth/get-session');
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ name: 'Gia Google', email: person.email });

    const profile = await browser.get('/api/profile');
    expect(profile.status).toBe(200);
    expect(profile.body.name).toBe('Gia Google');
    // The new session works for writes too.
    expect((await browser.post('/api/introducers', { name: 'Marcus Chen', context: '' })).status).toBe(201);
  });

  it('signing in again with Google finds the same user (no second account)', async () => {
    person = { sub: randomUUID(), name: 'Repeat Person', email: `repeat-${randomUUID().slice(0, 8)}@gmail.example` };
    const first = await signInWithGoogle();
    const a = new TestClient(server.url);
    a.cookie = `better-auth.session_token=${first.jar.get('better-auth.session_token')}`;
    const userA = (await a.get('/api/auth/get-session')).body.user;
    await a.put('/api/field', { field: 'bio', content: 'kept across sign-ins' });

    const second = await signInWithGoogle();
    const b = new TestClient(server.url);
    b.cookie = `better-auth.session_token=${second.jar.get('better-auth.session_token')}`;
    expect((await b.get('/api/auth/get-session')).body.user.id).toBe(userA.id);
    expect((await b.get('/api/profile')).body.bio).toBe('kept across sign-ins');
  });

  it('an email already registered with a password is not taken over: no session, back to the error page', async () => {
    // Emails are not verified at sign-up, so linking would let whoever registered the address
    // first keep a password into the Google user's account. better-auth refuses to link.
    const existing = await server.signUp({ name: 'Password Person' });
    await existing.put('/api/field', { field: 'bio', content: 'the password account' });
    person = { sub: randomUUID(), name: 'Google Person', email: existing.email };
    const { back, jar } = await signInWithGoogle();
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get('location') as string, server.url);
    expect(location.pathname).toBe('/auth/sign-in');
    expect(location.searchParams.get('error')).toBeTruthy();
    expect(jar.get('better-auth.session_token')).toBeUndefined();
    // The password account is untouched and still signs in.
    const again = await server
      .client()
      .post('/api/auth/sign-in/email', { email: existing.email, password: TEST_PASSWORD });
    expect(again.status).toBe(200);
    expect(again.body.user.name).toBe('Password Person');
  });

  it('an email account whose address is verified gets Google linked: same user, same profile', async () => {
    const existing = await server.signUp({ name: 'Verified Person' });
    await existing.put('/api/field', { field: 'bio', content: 'linked account' });
    const id = (await existing.get('/api/account')).body.id as string;
    const { db, dialect } = server.built.deps.database;
    await db
      .updateTable('user')
      .set({ emailVerified: dialect === 'sqlite' ? 1 : true })
      .where('id', '=', id)
      .execute();
    person = { sub: randomUUID(), name: 'Verified Person', email: existing.email };
    const { back, jar } = await signInWithGoogle();
    expect(new URL(back.headers.get('location') as string, server.url).pathname).toBe('/');
    const browser = new TestClient(server.url);
    browser.cookie = `better-auth.session_token=${jar.get('better-auth.session_token')}`;
    expect((await browser.get('/api/auth/get-session')).body.user.id).toBe(id);
    expect((await browser.get('/api/profile')).body.bio).toBe('linked account');
    expect((await browser.get('/api/account')).body.providers).toEqual(['credential', 'google']);
  });

  // Security review finding 4: a 60,000-character callbackURL was stored, a row per call.
  it('a callbackURL over 2 KB is refused before anything is stored', async () => {
    const db = server.built.deps.database.db;
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('verification')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const res = await server
      .client()
      .post('/api/auth/sign-in/social', { provider: 'google', callbackURL: `/${'a'.repeat(60_000)}` });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    const ok = await server
      .client()
      .post('/api/auth/sign-in/social', { provider: 'google', callbackURL: `/${'a'.repeat(2_000)}` });
    expect(ok.status).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('expired verification rows (abandoned sign-ins) are purged', async () => {
    const db = server.built.deps.database.db;
    await server.client().post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/' });
    const past = new Date(Date.now() - 60_000);
    await db
      .updateTable('verification')
      .set({ expiresAt: server.built.deps.database.dialect === 'sqlite' ? past.toISOString() : past })
      .execute();
    await server.built.purgeExpired();
    expect(await db.selectFrom('verification').select('id').execute()).toEqual([]);
  });

  it('sign-in with Google is throttled per address like every auth POST', async () => {
    const limited = await startTestServer({
      GOOGLE_CLIENT_ID: 'test-client-id',
      GOOGLE_CLIENT_SECRET: 'test-client-secret',
      GOOGLE_DISCOVERY_URL: `${idp.issuer.url}/.well-known/openid-configuration`,
      RATE_LIMIT_AUTH_PER_IP: '3',
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push(
          (await limited.client().post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/' })).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it("a callback without the browser's state cookie does not sign anyone in", async () => {
    person = { sub: randomUUID(), name: 'No State', email: `nostate-${randomUUID().slice(0, 8)}@gmail.example` };
    const start = await fetch(`${server.url}/api/auth/sign-in/social`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ provider: 'google', callbackURL: '/', errorCallbackURL: '/auth/sign-in?error=google' }),
    });
    const { url } = (await start.json()) as { url: string };
    const atProvider = await fetch(url, { redirect: 'manual' });
    const back = await fetch(atProvider.headers.get('location') as string, { redirect: 'manual' });
    expect(
      back.headers.getSetCookie().some((c) => c.startsWith('better-auth.session_token=') && !/max-age=0/i.test(c)),
    ).toBe(false);
    expect(back.status).toBeLessThan(500);
  });

  it('a callback with a forged code is refused without a 500', async () => {
    const { jar } = await (async () => {
      const jar = new CookieJar();
      const start = await fetch(`${server.url}/api/auth/sign-in/social`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ provider: 'google', callbackURL: '/', errorCallbackURL: '/auth/sign-in?error=google' }),
      });
      jar.take(start);
      const { url } = (await start.json()) as { url: string };
      return { jar, state: new URL(url).searchParams.get('state') };
    })();
    const res = await fetch(`${server.url}/api/auth/callback/google?code=forged&state=forged`, {
      headers: { cookie: jar.header() },
      redirect: 'manual',
    });
    expect(res.status).toBeLessThan(500);
    expect(
      res.headers.getSetCookie().some((c) => c.startsWith('better-auth.session_token=') && !/max-age=0/i.test(c)),
    ).toBe(false);
  });
});

describe('Google not configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('config says googleEnabled false and the Google sign-in endpoint is not there', async () => {
    expect((await server.client().get('/api/config')).body).toMatchObject({ googleEnabled: false });
    const res = await server.client().post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(JSON.stringify(res.body)).not.toContain('accounts.google.com');
  });
});
