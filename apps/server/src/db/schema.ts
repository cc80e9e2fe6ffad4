/** Kysely table types. better-auth owns `user` and `session` (camelCase columns); ours are snake_case. */
import type { Generated } from 'kysely';

export interface ProfilesTable {
  user_id: string;
  name: string;
  job_title: string;
  company_name: string;
  calendly_url: string;
  bio: string;
  asks: string;
  value_add: string;
  updated_at: string;
  introducers_version: Generated<number>;
  /** Business days a request may stay Sent to introducer before it is due a follow-up (migration 007). */
  follow_up_days: Generated<number>;
}

export interface IntroducersTable {
  id: string;
  user_id: string;
  name: string;
  context: string;
  /** '' when not known (migration 008). */
  email: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface RfiTable {
  id: string;
  user_id: string;
  /** ISO-8601 UTC text in both dialects: sortable, and identical across SQLite and PostgreSQL. */
  created_at: string;
  message: string;
  summary: string | null;
  target_name: string | null;
  introducer_id: string | null;
  /**
   * Always '' since decision 012: the form's inputs are not stored (the footer's promise); migration
   * 004 cleared what older saves kept. The column stays so a process of the previous release can
   * still insert during a rolling deploy.
   */
  request: string;
  /** Who wrote the message ("IntroAsk's built-in writer", a model's display name); null before decision 011. */
  writer: string | null;
  /** The latest event's status, reason and date (migration 005), kept here for the history list. */
  status: Generated<string>;
  status_reason: string | null;
  status_at: string | null;
  /** The generator's draft (migration 006): one row per draft, whose copies update it; null for older rows. */
  draft_id: string | null;
  copy_count: Generated<number>;
  /** The introducer's name as the request was sent (migration 008): kept when the introducer is deleted. */
  sent_introducer_name: string | null;
}

/** A deleted request, kept for its Undo window (decision 020): the rfi row and its events as JSON. */
export interface RfiTrashTable {
  /** The request's id. */
  id: string;
  user_id: string;
  deleted_at: string;
  row: string;
  events: string;
}

/** One change of a request's status (issue 14). `at` is when it happened; `created_at` when it was recorded. */
export interface RfiEventsTable {
  id: string;
  rfi_id: string;
  user_id: string;
  status: string;
  reason: string | null;
  at: string;
  created_at: string;
}

/** The columns of better-auth's tables that the fast session lookup reads. */
export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  image: string | null;
  emailVerified: boolean | number;
  createdAt: string | Date;
}

export interface AuthSessionTable {
  id: Generated<string>;
  token: string;
  userId: string;
  expiresAt: string | Date | number;
  createdAt: string | Date;
  ipAddress: string | null;
  userAgent: string | null;
}

/** better-auth's sign-in methods of a user: 'credential' (with a password hash) or a provider. */
export interface AuthAccountTable {
  id: string;
  userId: string;
  providerId: string;
  accountId: string;
  password: string | null;
  createdAt: string | Date;
}

/** better-auth's one-time values (reset links, OAuth state); `value` is a user id for some. */
export interface AuthVerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: string | Date;
}

export interface HealthTable {
  id: string;
  checked_at: string;
}

export interface Database {
  profiles: ProfilesTable;
  introducers: IntroducersTable;
  rfi: RfiTable;
  rfi_events: RfiEventsTable;
  rfi_trash: RfiTrashTable;
  user: AuthUserTable;
  session: AuthSessionTable;
  account: AuthAccountTable;
  verification: AuthVerificationTable;
  health: HealthTable;
}
