/**
 * Migration 008 (issue 14, issue 13) keeps every row saved before it: introducers get an empty
 * email, each request the name of its introducer as the one it was sent with. SQLite, and
 * PostgreSQL with TEST_DATABASE_URL.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freshDatabase, migratorWithUsers } from './migration-harness';

const database = freshDatabase();

describe('migration 008_introducer_email_sent_name_rfi_trash', () => {
  it('keeps every introducer and request, and records the name each request was sent with', async () => {
    const db = database().db;
    const migrator = await migratorWithUsers(db);
    expect((await migrator.migrateTo('006_rfi_one_row_per_draft')).error).toBeUndefined();

    const t = '2025-03-01T10:00:00.000Z';
    await sql`insert into "user" (id) values ('u1'), ('u2')`.execute(db);
    await sql`insert into introducers (id, user_id, name, context, created_at, updated_at)
      values ('i1', 'u1', 'Marcus Chen', 'Stripe', ${t}, ${t}), ('i2', 'u2', 'Ana Silva', '', ${t}, ${t})`.execute(db);
    await sql`insert into rfi (id, user_id, created_at, message, request, introducer_id) values
      ('r1', 'u1', ${t}, 'One', '', 'i1'), ('r2', 'u1', ${t}, 'Two', '', null), ('r3', 'u2', ${t}, 'Three', '', 'i2')`.execute(
      db,
    );

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const introducers = await db
      .selectFrom('introducers')
      .select(['id', 'name', 'context', 'email'])
      .orderBy('id')
      .execute();
    expect(introducers).toEqual([
      { id: 'i1', name: 'Marcus Chen', context: 'Stripe', email: '' },
      { id: 'i2', name: 'Ana Silva', context: '', email: '' },
    ]);
    const rfi = await db
      .selectFrom('rfi')
      .select(['id', 'message', 'introducer_id', 'sent_introducer_name', 'status', 'copy_count'])
      .orderBy('id')
      .execute();
    expect(rfi).toEqual([
      {
        id: 'r1',
        message: 'One',
        introducer_id: 'i1',
        sent_introducer_name: 'Marcus Chen',
        status: 'copied',
        copy_count: 1,
      },
      { id: 'r2', message: 'Two', introducer_id: null, sent_introducer_name: null, status: 'copied', copy_count: 1 },
      {
        id: 'r3',
        message: 'Three',
        introducer_id: 'i2',
        sent_introducer_name: 'Ana Silva',
        status: 'copied',
        copy_count: 1,
      },
    ]);
    expect(await db.selectFrom('rfi_trash').selectAll().execute()).toEqual([]);
  });
});
