/**
 * The autocomplete list is read whole (SPEC.md: cached 30 s by the client, first 8 prefix matches)
 * and rarely changes, but with 5,000 introducers reading it from SQLite took ~7-11 ms a request.
 * This keeps each user's list serialised, keyed by profiles.introducers_version, which every
 * introducer write bumps after it commits. One primary-key read tells whether the copy is current,
 * in this process or after another process's write. Bounded by total size, least recently used out.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { listIntroducers } from './introducers';

export class IntroducerListCache {
  private readonly entries = new Map<string, { version: number; body: string }>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  /** The user's introducers as a JSON array, sorted by name. */
  async json(db: Kysely<Database>, userId: string): Promise<string> {
    // Read the version before the list: a write in between makes the copy older than its key,
    // and the next read (seeing the bumped number) replaces it.
    const row = await db
      .selectFrom('profiles')
      .select('introducers_version')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const version = row === undefined ? undefined : Number(row.introducers_version);
    const cached = this.entries.get(userId);
    if (cached && cached.version === version) {
      this.entries.delete(userId); // most recently used goes last
      this.entries.set(userId, cached);
      return cached.body;
    }
    const body = JSON.stringify(await listIntroducers(db, userId));
    if (version !== undefined) this.store(userId, version, body);
    return body;
  }

  /** Drops the user's copy (their account was deleted). */
  forget(userId: string) {
    const old = this.entries.get(userId);
    if (!old) return;
    this.bytes -= old.body.length;
    this.entries.delete(userId);
  }

  private store(userId: string, version: number, body: string) {
    const old = this.entries.get(userId);
    if (old) {
      this.bytes -= old.body.length;
      this.entries.delete(userId);
    }
    if (body.length > this.maxBytes) return;
    this.entries.set(userId, { version, body });
    this.bytes += body.length;
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= entry.body.length;
    }
  }
}
