/**
 * Migration 005 (issue 14) keeps every row saved before it: each becomes Copied, with one event at
 * its created_at. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freshDatabase, migratorWithUsers } from './migration-harness';

const database = freshDatabase();

describe('migration 005_rfi_status_events', () => {
  it('turns every existing row into Copied with one event at its created_at', async () => {
    const db = database().db;
    const migrator = await migratorWithUsers(db);
    const before = await migrator.migrateTo('004_health_and_no_form_inputs');
    expect(before.error).toBeUndefined();

    await sql`insert into "user" (id) values ('u1'), ('u2')`.execute(db);
    const rows = [
      ['a0000000-0000-4000-8000-000000000001', 'u1', '2025-03-01T10:00:00.000Z'],
      ['a0000000-0000-4000-8000-000000000002', 'u1', '2025-04-01T10:00:00.000Z'],
      ['a0000000-0000-4000-8000-000000000003', 'u2', '2025-05-01T10:00:00.000Z'],
    ] as const;
    for (const [id, userId, createdAt] of rows) {
      await sql`insert into rfi (id, user_id, created_at, message, request) values (${id}, ${userId}, ${createdAt}, 'Old message', '')`.execute(
        db,
      );
    }

    const after = await migrator.migrateToLatest();
    expect(after.error).toBeUndefined();

    const rfi = await db
      .selectFrom('rfi')
      .select(['id', 'user_id', 'message', 'created_at', 'status', 'status_reason', 'status_at'])
      .orderBy('id')
      .execute();
    expect(rfi).toEqual(
      rows.map(([id, userId, createdAt]) => ({
        id,
        user_id: userId,
        message: 'Old message',
        created_at: createdAt,
        status: 'copied',
        status_reason: null,
        status_at: createdAt,
      })),
    );
    const events = await db
      .selectFrom('rfi_events')
      .select(['rfi_id', 'user_id', 'status', 'reason', 'at'])
      .orderBy('rfi_id')
      .execute();
    expect(events).toEqual(
      rows.map(([id, userId, createdAt]) => ({
        rfi_id: id,
        user_id: userId,
        status: 'copied',
        reason: null,
        at: createdAt,
      })),
    );
  });
});
