/**
 * Decision 012: forgot password and address verification, with the emails received by a
 * real SMTP server the suite starts (test/mail-server.ts), on SQLite and (with TEST_DATABASE_URL)
 * PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody, startTestServer, TEST_PASSWORD, type TestServer } from './harness';
import { linkIn, type MailCatcher, startMailCatcher } from './mail-server';

const MAIL_FROM = 'IntroAsk <no-reply@introask.test>';
const NEW_PASSWORD = 'a brand new passphrase';
const address = () => `recover-${randomUUID().slice(0, 8)}@example.com`;

describe('with SMTP configured', () => {
  let mail: MailCatcher;
  let server: TestServer;
  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startTestServer({ SMTP_URL: mail.url, MAIL_FROM });
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  const requestReset = (email: string) =>
    server.client().post('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' });

  /** Follows the email's link as a browser would: the API redirects to the reset page with the token. */
  async function tokenFromLink(link: string): Promise<string> {
    expect(link.startsWith(`${server.url}/api/auth/reset-password/`)).toBe(true);
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '', server.url);
    expect(location.origin).toBe(server.url);
    expect(location.pathname).toBe('/auth/reset-password');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();
    return token as string;
  }

  it('the public config offers "Forgot password?"', async () => {
    expect((await server.client().get('/api/config')).body.passwordResetEnabled).toBe(true);
  });

  it('a reset email arrives with a link that sets a new password, which then signs in', async () => {
    const user = await server.signUp();
    const res = await requestReset(user.email);
    expect(res.status).toBe(200);
    const [message] = mail.to(user.email).filter((m) => m.subject === 'Reset your IntroAsk password');
    expect(message).toBeDefined();
    expect(message?.from).toMatch(/IntroAsk.*<no-reply@introask\.test>/);
    expect(message?.text).toMatch(/expires in 60 minutes/);
    const token = await tokenFromLink(linkIn(message as never));

    const reset = await server.client().post('/api/auth/reset-password', { newPassword: NEW_PASSWORD, token });
    expect(reset.status).toBe(200);
    const signIn = (password: string) =>
      server.client().post('/api/auth/sign-in/email', { email: user.email, password });
    expect((await signIn(NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(TEST_PASSWORD)).status).toBe(401);
    // Every session of the account ended with the reset: the cookie from before no longer works.
    expectErrorBody(await user.get('/api/profile'), 401, 'UNAUTHENTICATED');
  });

  it('the link works once', async () => {
    const user = await server.signUp();
    await requestReset(user.email);
    const token = await tokenFromLink(linkIn(mail.to(user.email).at(-1) as never));
    expect((await server.client().post('/api/auth/reset-password', { newPassword: NEW_PASSWORD, token })).status).toBe(
      200,
    );
    const again = await server
      .client()
      .post('/api/auth/reset-password', { newPassword: 'yet another passphrase', token });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_TOKEN');
    // Following the link again lands on the reset page with the error, not a token.
    const link = linkIn(mail.to(user.email).at(-1) as never);
    const res = await fetch(link, { redirect: 'manual' });
    expect(new URL(res.headers.get('location') ?? '', server.url).searchParams.get('error')).toBe('INVALID_TOKEN');
  });

  it('an expired link is refused', async () => {
    const user = await server.signUp();
    await requestReset(user.email);
    const token = await tokenFromLink(linkIn(mail.to(user.email).at(-1) as never));
    const me = await user.get('/api/account');
    // The link's row (hashed identifier, the user id as its value) as if an hour had passed.
    const past = new Date(Date.now() - 60_000);
    const { db, dialect } = server.built.deps.database;
    await db
      .updateTable('verification')
      .set({ expiresAt: dialect === 'sqlite' ? past.toISOString() : past })
      .where('value', '=', me.body.id)
      .execute();
    const res = await server.client().post('/api/auth/reset-password', { newPassword: NEW_PASSWORD, token });
    expect(res.status).toBe(400);
    expect(
      (await server.client().post('/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD })).status,
    ).toBe(200);
  });

  it('the reset token is not stored in clear', async () => {
    const user = await server.signUp();
    await requestReset(user.email);
    const token = await tokenFromLink(linkIn(mail.to(user.email).at(-1) as never));
    const rows = await server.built.deps.database.db.selectFrom('verification').select('identifier').execute();
    expect(rows.some((r) => r.identifier.includes(token))).toBe(false);
  });

  it('an unknown address gets the same answer and no email', async () => {
    const unknown = address();
    const res = await requestReset(unknown);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
    expect(mail.to(unknown)).toEqual([]);
  });

  it('a weak new password is refused', async () => {
    const user = await server.signUp();
    await requestReset(user.email);
    const token = await tokenFromLink(linkIn(mail.to(user.email).at(-1) as never));
    for (const weak of ['        ', 'password123']) {
      const res = await server.client().post('/api/auth/reset-password', { newPassword: weak, token });
      expect(res.status).toBe(400);
    }
  });

  it('reset emails per address are limited', async () => {
    const user = await server.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await requestReset(user.email)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(mail.to(user.email).filter((m) => m.subject.startsWith('Reset'))).toHaveLength(3);
  });

  it('sign-up sends a verification email; the user is signed in at once and verified by the link', async () => {
    const email = address();
    const client = server.client();
    const res = await client.post('/api/auth/sign-up/email', { name: 'Vera Fied', email, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(client.cookie).not.toBe('');
    expect((await client.get('/api/account')).body).toMatchObject({ email, emailVerified: false, mailEnabled: true });

    const message = mail.to(email).find((m) => m.subject === 'Confirm your email address for IntroAsk');
    expect(message).toBeDefined();
    const link = new URL(linkIn(message as never));
    expect(link.pathname).toBe('/api/auth/verify-email');
    link.searchParams.set('callbackURL', '/account');
    const verified = await fetch(link, { redirect: 'manual' });
    expect(verified.status).toBe(302);
    expect(new URL(verified.headers.get('location') ?? '', server.url).pathname).toBe('/account');
    expect((await client.get('/api/account')).body.emailVerified).toBe(true);
  });

  it('a signed-in user can ask for the verification email again', async () => {
    const user = await server.signUp();
    const before = mail.to(user.email).length;
    const res = await user.post('/api/auth/send-verification-email', { email: user.email, callbackURL: '/account' });
    expect(res.status).toBe(200);
    expect(mail.to(user.email).length).toBe(before + 1);
  });
});

describe('SMTP_URL and MAIL_FROM are checked at start-up', () => {
  it('a bad value, or one without the other, stops the start with a message naming the variable', async () => {
    const { parseEnv } = await import('../src/env');
    const smtp = 'smtp://mail.example.com:587';
    expect(() => parseEnv({ SMTP_URL: 'http://mail.example.com', MAIL_FROM })).toThrow(/SMTP_URL: must be an smtp/);
    expect(() => parseEnv({ SMTP_URL: smtp })).toThrow(/MAIL_FROM: set both SMTP_URL and MAIL_FROM/);
    expect(() => parseEnv({ MAIL_FROM })).toThrow(/MAIL_FROM: set both SMTP_URL and MAIL_FROM/);
    expect(() => parseEnv({ SMTP_URL: smtp, MAIL_FROM: 'no address here' })).toThrow(/MAIL_FROM: must be an address/);
    expect(parseEnv({ SMTP_URL: smtp, MAIL_FROM })).toMatchObject({ SMTP_URL: smtp, MAIL_FROM });
  });
});

describe('without SMTP', () => {
  it('in production the reset is not offered and the endpoint refuses', async () => {
    const server = await startTestServer({ NODE_ENV: 'production' });
    try {
      expect((await server.client().get('/api/config')).body.passwordResetEnabled).toBe(false);
      const user = await server.signUp();
      expect((await user.get('/api/account')).body.mailEnabled).toBe(false);
      const res = await server
        .client()
        .post('/api/auth/request-password-reset', { email: user.email, redirectTo: '/auth/reset-password' });
      expect(res.status).toBe(400);
    } finally {
      await server.close();
    }
  });

  it('in development the reset email, its link included, is written to the server log', async () => {
    const { Writable } = await import('node:stream');
    const { createLogger } = await import('../src/logger');
    const { parseEnv } = await import('../src/env');
    const { buildServer } = await import('../src/server');
    const { createTestDatabase } = await import('./harness');
    let out = '';
    const sink = new Writable({
      write(chunk, _enc, done) {
        out += chunk;
        done();
      },
    });
    const database = await createTestDatabase();
    const publicUrl = 'http://127.0.0.1:3999';
    const built = await buildServer(
      parseEnv({
        NODE_ENV: 'development',
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.url,
        AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
        PUBLIC_URL: publicUrl,
        WEB_DIST: `${database.dataDir}/none`,
      }),
      createLogger('info', sink),
    );
    try {
      const email = address();
      const post = (url: string, body: unknown) =>
        built.app.request(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: publicUrl },
          body: JSON.stringify(body),
        });
      expect(
        (await post('/api/auth/sign-up/email', { name: 'Log Reader', email, password: TEST_PASSWORD })).status,
      ).toBe(200);
      expect(
        (await post('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' })).status,
      ).toBe(200);
      const logged = out
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
        .find((entry) => entry.msg === 'mail (no SMTP_URL: logged, not sent)');
      expect(logged?.mail.to).toBe(email);
      expect(logged?.mail.text).toContain(`${publicUrl}/api/auth/reset-password/`);
    } finally {
      await built.close();
      await database.drop();
    }
  });

  it('in development the reset is offered (the email goes to the log) and sign-up sends no verification', async () => {
    const server = await startTestServer({ NODE_ENV: 'development' });
    try {
      expect((await server.client().get('/api/config')).body.passwordResetEnabled).toBe(true);
      const user = await server.signUp();
      const res = await server
        .client()
        .post('/api/auth/request-password-reset', { email: user.email, redirectTo: '/auth/reset-password' });
      expect(res.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
