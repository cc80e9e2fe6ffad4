/**
 * Schema migrations, run at start-up for both dialects: better-auth's own tables first
 * (through its getMigrations, since its CLI needs Node 22), then ours through Kysely's Migrator.
 * On PostgreSQL the whole run holds an advisory lock, so several processes starting at once
 * migrate one after another instead of colliding.
 */
import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import type { DatabaseHandle } from './database';

const MIGRATION_LOCK_ID = 724_113_001; // arbitrary, constant: "introask migrations"

export const migrations: Record<string, Migration> = {
  '001_profiles_introducers_rfi': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('profiles')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('job_title', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('company_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('calendly_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('asks', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('value_add', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('introducers')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('context', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // Names are unique per user regardless of case; the same index serves lookups by name.
      await sql`create unique index introducers_user_lower_name on introducers (user_id, lower(name))`.execute(db);

      await db.schema
        .createTable('rfi')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('summary', 'text')
        .addColumn('target_name', 'text')
        .addColumn('introducer_id', 'text', (c) => c.references('introducers.id').onDelete('set null'))
        .addColumn('request', 'text', (c) => c.notNull())
        .execute();
      // History is read per user, newest (or oldest) first, paged by (created_at, id).
      await db.schema.createIndex('rfi_user_created').on('rfi').columns(['user_id', 'created_at', 'id']).execute();
      await db.schema.createIndex('rfi_introducer').on('rfi').column('introducer_id').execute();
    },
  },
  '002_introducers_version': {
    // Bumped after every write to a user's introducers: the key of the cached list (any process
    // that sees a new number knows its copy is stale). See services/introducer-list-cache.ts.
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('profiles')
        .addColumn('introducers_version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
  '003_rfi_writer': {
    // Who wrote a saved message: a model's display name or the built-in writer (decision 011). Older
    // rows, saved before the column existed, have none.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('rfi').addColumn('writer', 'text').execute();
    },
  },
  '004_health_and_no_form_inputs': {
    async up(db: Kysely<unknown>) {
      // Readiness proves a write here (db/database.ts ping): one row, rewritten on every check.
      await db.schema
        .createTable('health')
        .ifNotExists()
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('checked_at', 'text', (c) => c.notNull())
        .execute();
      // The footer promises "Form inputs are not stored. Only the version you copy is saved.":
      // the generate request that every save kept as JSON is cleared (decision 012).
      await sql`update rfi set request = ''`.execute(db);
    },
  },
  '005_rfi_status_events': {
    // Issue 14: every saved request has a status, and each change is a dated event (its timeline).
    // rfi.status/status_reason/status_at mirror the latest event so the history page reads no
    // second table; existing rows become Copied with one event at their created_at.
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('rfi')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('copied'))
        .execute();
      await db.schema.alterTable('rfi').addColumn('status_reason', 'text').execute();
      await db.schema.alterTable('rfi').addColumn('status_at', 'text').execute();
      await sql`update rfi set status_at = created_at`.execute(db);

      await db.schema
        .createTable('rfi_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('rfi_id', 'text', (c) => c.notNull().references('rfi.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      // A timeline is read per request, in order of when things happened.
      await db.schema.createIndex('rfi_events_rfi_at').on('rfi_events').columns(['rfi_id', 'at', 'id']).execute();
      // Event ids of existing rows derive from the row's id: one statement, same text in both dialects.
      await sql`insert into rfi_events (id, rfi_id, user_id, status, reason, at, created_at)
        select 'copied-' || id, id, user_id, 'copied', null, created_at, created_at from rfi`.execute(db);
    },
  },
  '006_rfi_one_row_per_draft': {
    // Copying the same draft again updates its row instead of adding one (issue 14). Older rows have
    // no draft (null, which a unique index never matches), and were each copied once.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('rfi').addColumn('draft_id', 'text').execute();
      await db.schema
        .alterTable('rfi')
        .addColumn('copy_count', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex('rfi_user_draft').unique().on('rfi').columns(['user_id', 'draft_id']).execute();
    },
  },
  '007_follow_ups': {
    // Issue 14, item 4: after how many business days a request Sent to introducer is due a follow-up,
    // per user (every existing user gets the default, 5). The due list reads a user's requests by
    // status and date: without this index it scans every request of the user (bench/RESULTS.md).
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('profiles')
        .addColumn('follow_up_days', 'integer', (c) => c.notNull().defaultTo(5))
        .execute();
      await db.schema
        .createIndex('rfi_user_status_at')
        .on('rfi')
        .columns(['user_id', 'status', 'status_at', 'id'])
        .execute();
    },
  },
  '008_introducer_email_sent_name_rfi_trash': {
    // Numbered 008, not 007: the follow-ups work of issue 14 takes 007 in parallel, and Kysely runs
    // migrations in name order. Issue 14 items 3 and 6, issue 13. Every existing row is kept:
    // - introducers.email: an optional address for "Open in email" ('' for the existing ones);
    // - rfi.sent_introducer_name: the introducer's name as the request was sent, so a request keeps
    //   it when its introducer is deleted (filled in for existing rows from their introducer);
    // - rfi_trash: a deleted request (row and timeline, as JSON) until its Undo window ends (decision 020).
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('introducers')
        .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.alterTable('rfi').addColumn('sent_introducer_name', 'text').execute();
      await sql`update rfi set sent_introducer_name = (
        select i.name from introducers i where i.id = rfi.introducer_id and i.user_id = rfi.user_id
      ) where introducer_id is not null`.execute(db);
      await db.schema
        .createTable('rfi_trash')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('deleted_at', 'text', (c) => c.notNull())
        .addColumn('row', 'text', (c) => c.notNull())
        .addColumn('events', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rfi_trash_deleted_at').on('rfi_trash').column('deleted_at').execute();
    },
  },
};

export async function migrate(handle: DatabaseHandle, runAuthMigrations: () => Promise<void>): Promise<void> {
  const run = async () => {
    await runAuthMigrations();
    const migrator = new Migrator({
      db: handle.db,
      provider: { getMigrations: async () => migrations },
    });
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (error || failed) {
      throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`);
    }
  };

  if (handle.dialect === 'postgres') {
    await handle.db.connection().execute(async (conn) => {
      // Polled rather than waited for: a blocking wait would run into the statement timeout
      // (db/database.ts) while another process migrates.
      for (;;) {
        const { rows } = await sql<{
          locked: boolean;
        }>`select pg_try_advisory_lock(${MIGRATION_LOCK_ID}) as locked`.execute(conn);
        if (rows[0]?.locked) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      try {
        await run();
      } finally {
        await sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`.execute(conn);
      }
    });
    return;
  }
  // SQLite: two processes opening one new file can race on CREATE TABLE; the loser retries
  // and then finds the tables in place.
  for (let attempt = 1; ; attempt++) {
    try {
      await run();
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((r) => setTimeout(r, 200 * attempt));
    }
  }
}
