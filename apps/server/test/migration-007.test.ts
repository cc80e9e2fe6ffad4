/**
 * Migration 007 (issue 14, follow-ups) keeps every row: existing profiles get the default of 5
 * business days, existing requests stay as they were. SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freshDatabase, migratorWithUsers } from './migration-harness';

const database = freshDatabase();

describe('migration 007_follow_ups', () => {
  it('gives every existing profile 5 business days and keeps every request', async () => {
    const db = database().db;
    const migrator = await migratorWithUsers(db);
    expect((await migrator.migrateTo('006_rfi_one_row_per_draft')).error).toBeUndefined();

    await sql`insert into "user" (id) values ('u1'), ('u2')`.execute(db);
    await sql`insert into profiles (user_id, name, updated_at) values ('u1', 'Nora', '2025-01-01T00:00:00.000Z'), ('u2', 'Sam', '2025-01-01T00:00:00.000Z')`.execute(
      db,
    );
    await sql`insert into rfi (id, user_id, created_at, message, request, status, status_at)
      values ('a0000000-0000-4000-8000-000000000001', 'u1', '2025-03-01T10:00:00.000Z', 'Old message', '', 'sent', '2025-03-02T10:00:00.000Z')`.execute(
      db,
    );

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const profiles = await db
      .selectFrom('profiles')
      .select(['user_id', 'name', 'follow_up_days'])
      .orderBy('user_id')
      .execute();
    expect(profiles.map((p) => ({ ...p, follow_up_days: Number(p.follow_up_days) }))).toEqual([
      { user_id: 'u1', name: 'Nora', follow_up_days: 5 },
      { user_id: 'u2', name: 'Sam', follow_up_days: 5 },
    ]);
    expect(await db.selectFrom('rfi').select(['id', 'message', 'status', 'status_at']).execute()).toEqual([
      {
        id: 'a0000000-0000-4000-8000-000000000001',
        message: 'Old message',
        status: 'sent',
        status_at: '2025-03-02T10:00:00.000Z',
      },
    ]);
  });
});
