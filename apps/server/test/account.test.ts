/**
 * Decision 012: the account page's API. Change password, sign out of other devices, download
 * everything as JSON and the history as CSV, and delete the account: every row of the user goes,
 * in every table, on SQLite and (with TEST_DATABASE_URL) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectErrorBody,
  signedInRequest,
  startTestServer,
  TEST_PASSWORD,
  TestClient,
  type TestServer,
} from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_SIGNIN_PER_EMAIL: '5' });
});
afterAll(async () => {
  await server?.close();
});

/** A user with a profile, two introducers and two saved messages (one naming an introducer). */
async function userWithData(name = 'Data Owner') {
  const user = await server.signUp({ name });
  await user.put('/api/field', { field: 'bio', content: `${name} runs ops.` });
  const marcus = await user.post('/api/introducers', { name: `Marcus ${name}`, context: 'ex-Stripe' });
  await user.post('/api/introducers', { name: `Lena ${name}`, context: '' });
  await user.post('/api/rfi', {
    ...signedInRequest,
    introducer: { name: `Marcus ${name}`, context: 'ex-Stripe' },
    message: `=HYPERLINK("http://evil.example") from ${name}`,
  });
  await user.post('/api/rfi', { ...signedInRequest, introducer: undefined, message: `Second, "quoted", from ${name}` });
  const id = (await user.get('/api/account')).body.id as string;
  return Object.assign(user, { id, introducerId: marcus.body.id as string });
}

describe('GET /api/account', () => {
  it('says who is signed in, how, and whether the address is verified', async () => {
    const user = await server.signUp({ name: 'Acct Info' });
    const res = await user.get('/api/account');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Acct Info',
      email: user.email,
      emailVerified: false,
      hasPassword: true,
      providers: ['credential'],
    });
    expect(Date.parse(res.body.createdAt)).not.toBeNaN();
  });

  it('needs a session', async () => {
    expectErrorBody(await server.client().get('/api/account'), 401, 'UNAUTHENTICATED');
  });
});

describe('change password', () => {
  const change = (user: TestClient, currentPassword: string, newPassword: string, revokeOtherSessions = false) =>
    user.post('/api/auth/change-password', { currentPassword, newPassword, revokeOtherSessions });

  it('needs the current password, then the new one signs in', async () => {
    const user = await server.signUp();
    expect((await change(user, 'not the password', 'another good passphrase')).status).toBe(400);
    expect((await change(user, TEST_PASSWORD, 'another good passphrase')).status).toBe(200);
    const signIn = await server
      .client()
      .post('/api/auth/sign-in/email', { email: user.email, password: 'another good passphrase' });
    expect(signIn.status).toBe(200);
    // The body of the answer carries no session token for page script (finding 10).
    expect(JSON.stringify(signIn.body)).not.toMatch(/"token"/);
  });

  it('refuses blank and common new passwords (finding 15)', async () => {
    const user = await server.signUp();
    for (const weak of ['        ', '\t\t\t\t\t\t\t\t', 'Password1', 'qwertyuiop']) {
      const res = await change(user, TEST_PASSWORD, weak);
      expect(res.status).toBe(400);
    }
  });

  it('is throttled per user (finding 11)', async () => {
    const user = await server.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await change(user, `wrong guess ${i}`, 'another good passphrase')).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('with revokeOtherSessions, the other devices are signed out and this one stays', async () => {
    const user = await server.signUp();
    const other = server.client();
    await other.post('/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD });
    expect((await other.get('/api/profile')).status).toBe(200);
    expect((await change(user, TEST_PASSWORD, 'another good passphrase', true)).status).toBe(200);
    expectErrorBody(await other.get('/api/profile'), 401, 'UNAUTHENTICATED');
    expect((await user.get('/api/profile')).status).toBe(200);
  });
});

describe('sign out of other devices', () => {
  it('ends every other session and keeps this one', async () => {
    const user = await server.signUp();
    const other = server.client();
    await other.post('/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD });
    const res = await user.post('/api/auth/revoke-other-sessions', {});
    expect(res.status).toBe(200);
    expectErrorBody(await other.get('/api/profile'), 401, 'UNAUTHENTICATED');
    expect((await user.get('/api/profile')).status).toBe(200);
  });
});

describe('download my data', () => {
  it('the JSON holds every row of the user and nothing of anyone else', async () => {
    const owner = await userWithData('Owner One');
    const stranger = await userWithData('Stranger Two');
    const sentId = ((await owner.get('/api/rfi')).body.items as { id: string }[])[0]?.id as string;
    expect((await owner.post(`/api/rfi/${sentId}/status`, { status: 'sent' })).status).toBe(201);
    const res = await owner.get('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="introask-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = res.body;
    expect(data.account).toMatchObject({ id: owner.id, email: owner.email, name: 'Owner One', email_verified: false });
    expect(data.account.sign_in_methods.map((m: { provider: string }) => m.provider)).toEqual(['credential']);
    expect(data.profile.bio).toBe('Owner One runs ops.');
    expect(data.introducers.map((i: { name: string }) => i.name).sort()).toEqual([
      'Lena Owner One',
      'Marcus Owner One',
    ]);
    expect(data.history).toHaveLength(2);
    expect(data.history[0]).toMatchObject({ introducer_id: owner.introducerId, introducer_name: 'Marcus Owner One' });
    expect(data.history[0].message).toContain('from Owner One');
    expect(data.history[0]).not.toHaveProperty('request');
    expect(data.sessions.length).toBeGreaterThan(0);
    // Every row of the user, by table, is in the export.
    const db = server.built.deps.database.db;
    expect(data.introducers).toHaveLength(
      (await db.selectFrom('introducers').select('id').where('user_id', '=', owner.id).execute()).length,
    );
    expect(data.history).toHaveLength(
      (await db.selectFrom('rfi').select('id').where('user_id', '=', owner.id).execute()).length,
    );
    // Each request's status timeline: every rfi_events row of the user, under its request.
    const timelines = data.history.flatMap((h: { timeline: unknown[] }) => h.timeline);
    expect(timelines).toHaveLength(
      (await db.selectFrom('rfi_events').select('id').where('user_id', '=', owner.id).execute()).length,
    );
    const sent = data.history.find((h: { id: string }) => h.id === sentId);
    expect(sent.status).toBe('sent');
    expect(sent.timeline.map((e: { status: string }) => e.status)).toEqual(['copied', 'sent']);
    // Nothing of the other user, and no secret.
    const text = JSON.stringify(data);
    expect(text).not.toContain('Stranger Two');
    expect(text).not.toContain(stranger.email);
    expect(text).not.toMatch(/"(token|password)"/);
  });

  it('the CSV holds the history, quoted, with formulas defused', async () => {
    const owner = await userWithData('Csv Owner');
    await userWithData('Csv Stranger');
    const res = await owner.get('/api/account/history.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/filename="introask-history-.*\.csv"/);
    const text = String(res.body).replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"created_at","target_name","introducer_name","summary","message","writer","status","status_reason","status_at","copy_count"',
    );
    expect(lines).toHaveLength(3);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"") from Csv Owner"`);
    expect(text).toContain('"Second, ""quoted"", from Csv Owner"');
    expect(text).not.toContain('Csv Stranger');
  });

  it('needs a session', async () => {
    expectErrorBody(await server.client().get('/api/account/export'), 401, 'UNAUTHENTICATED');
    expectErrorBody(await server.client().get('/api/account/history.csv'), 401, 'UNAUTHENTICATED');
  });
});

describe('delete my account', () => {
  /** Every row that belongs to `userId`, table by table. */
  async function rowsOf(userId: string) {
    const db = server.built.deps.database.db;
    return {
      user: (await db.selectFrom('user').select('id').where('id', '=', userId).execute()).length,
      session: (await db.selectFrom('session').select('id').where('userId', '=', userId).execute()).length,
      account: (await db.selectFrom('account').select('id').where('userId', '=', userId).execute()).length,
      verification: (await db.selectFrom('verification').select('id').where('value', '=', userId).execute()).length,
      profiles: (await db.selectFrom('profiles').select('user_id').where('user_id', '=', userId).execute()).length,
      introducers: (await db.selectFrom('introducers').select('id').where('user_id', '=', userId).execute()).length,
      rfi: (await db.selectFrom('rfi').select('id').where('user_id', '=', userId).execute()).length,
      rfi_events: (await db.selectFrom('rfi_events').select('id').where('user_id', '=', userId).execute()).length,
      rfi_trash: (await db.selectFrom('rfi_trash').select('id').where('user_id', '=', userId).execute()).length,
    };
  }

  it('the per-table check below covers every table that can hold a row of a user', async () => {
    // A table added later (as rfi_events and rfi_trash were) must join rowsOf and deleteAccount.
    const tables = (await server.built.deps.database.db.introspection.getTables())
      .map((t) => t.name)
      .filter((name) => !name.startsWith('kysely_') && name !== 'health');
    const user = await userWithData('Table Census');
    expect(tables.sort()).toEqual(Object.keys(await rowsOf(user.id)).sort());
  });

  it('the email must be typed to confirm', async () => {
    const user = await userWithData('Not Deleted');
    expectErrorBody(
      await user.post('/api/account/delete', { email: 'someone@else.example' }),
      400,
      'VALIDATION_FAILED',
    );
    expectErrorBody(await user.post('/api/account/delete', {}), 400, 'VALIDATION_FAILED');
    expect((await rowsOf(user.id)).user).toBe(1);
  });

  it('every row of the user goes, in every table; the session ends; others are untouched', async () => {
    const user = await userWithData('Leaving User');
    const keeper = await userWithData('Staying User');
    // A second session, and an API client's bearer token.
    const signIn = await server
      .client()
      .post('/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD });
    const bearer = signIn.headers.get('set-auth-token') as string;
    expect(bearer).toBeTruthy();
    // A request given a status, and one deleted (kept an hour for Undo): rows in rfi_events and rfi_trash.
    const saved = (await user.get('/api/rfi')).body.items as { id: string }[];
    const [kept, trashed] = saved.map((r) => r.id) as [string, string];
    expect((await user.post(`/api/rfi/${kept}/status`, { status: 'sent' })).status).toBe(201);
    expect((await user.request('DELETE', `/api/rfi/${trashed}`)).status).toBe(200);
    const before = await rowsOf(user.id);
    expect(before).toMatchObject({ user: 1, account: 1, profiles: 1, introducers: 2, rfi: 1, rfi_trash: 1 });
    expect(before.rfi_events).toBeGreaterThanOrEqual(2);
    expect(before.session).toBeGreaterThanOrEqual(2);
    const keeperBefore = await rowsOf(keeper.id);

    const cookie = user.cookie;
    const res = await user.post('/api/account/delete', { email: user.email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    expect(
      res.headers.getSetCookie().some((c) => /^better-auth\.session_token=;/.test(c) && /Max-Age=0/i.test(c)),
    ).toBe(true);

    expect(await rowsOf(user.id)).toEqual({
      user: 0,
      session: 0,
      account: 0,
      verification: 0,
      profiles: 0,
      introducers: 0,
      rfi: 0,
      rfi_events: 0,
      rfi_trash: 0,
    });
    expect(await rowsOf(keeper.id)).toEqual(keeperBefore);
    // The old cookie and the bearer token get 401; the same email can sign up again.
    expectErrorBody(await server.client().get('/api/profile', { cookie }), 401, 'UNAUTHENTICATED');
    expect((await server.client().get('/api/auth/get-session', { cookie })).body).toBeNull();
    const api = new TestClient(server.url);
    api.bearer = bearer;
    expectErrorBody(await api.get('/api/profile'), 401, 'UNAUTHENTICATED');
    expect(
      (await server.client().post('/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD })).status,
    ).toBe(401);
    expect((await keeper.get('/api/introducers')).body).toHaveLength(2);
  });

  it('a pending reset link of the user goes too', async () => {
    const user = await userWithData('Reset Pending');
    // A reset row as better-auth writes it (value: the user id), without sending mail.
    const { adapter } = await server.built.deps.auth.$context;
    await adapter.create({
      model: 'verification',
      data: { identifier: `reset-password:${user.id}-x`, value: user.id, expiresAt: new Date(Date.now() + 3_600_000) },
    });
    expect((await rowsOf(user.id)).verification).toBe(1);
    expect((await user.post('/api/account/delete', { email: user.email })).status).toBe(200);
    expect((await rowsOf(user.id)).verification).toBe(0);
  });

  it('needs a session', async () => {
    expectErrorBody(
      await server.client().post('/api/account/delete', { email: 'x@example.com' }),
      401,
      'UNAUTHENTICATED',
    );
  });
});
