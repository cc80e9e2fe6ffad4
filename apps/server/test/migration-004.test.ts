/**
 * Issue 12 item 5: the footer promises "Form inputs are not stored. Only the version you copy is
 * saved." Migration 004 clears the form request older saves kept as JSON (`rfi.request`), and a save
 * stores none. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInRequest, startTestServer, type TestServer } from './harness';
import { freshDatabase, migratorWithUsers } from './migration-harness';

const database = freshDatabase();

describe('migration 004_health_and_no_form_inputs', () => {
  it('clears the stored form request of every existing row and keeps the message', async () => {
    const db = database().db;
    const migrator = await migratorWithUsers(db);
    expect((await migrator.migrateTo('003_rfi_writer')).error).toBeUndefined();
    await sql`insert into "user" (id) values ('u1')`.execute(db);
    const form = JSON.stringify({ target: { name: 'Jordan Lee', notes: 'met at a conference, private' } });
    await sql`insert into rfi (id, user_id, created_at, message, target_name, request) values ('r1', 'u1', '2025-03-01T10:00:00.000Z', 'The copied text', 'Jordan Lee', ${form})`.execute(
      db,
    );

    expect((await migrator.migrateTo('004_health_and_no_form_inputs')).error).toBeUndefined();

    expect(await db.selectFrom('rfi').select(['message', 'target_name', 'request']).execute()).toEqual([
      { message: 'The copied text', target_name: 'Jordan Lee', request: '' },
    ]);
  });
});

describe('a save stores the copied message, not the form', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("the form's inputs are nowhere in the saved row", async () => {
    const user = await server.signUp();
    const notes = 'growing 31% month over month, typed only in the form';
    const res = await user.post('/api/rfi', {
      ...signedInRequest,
      target: { ...signedInRequest.target, value_add: notes },
      message: 'The version the user copied.',
    });
    expect(res.status).toBe(201);
    const rows = await server.built.deps.database.db.selectFrom('rfi').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.request).toBe('');
    expect(rows[0]?.message).toBe('The version the user copied.');
    expect(JSON.stringify(rows[0])).not.toContain(notes);
  });
});
