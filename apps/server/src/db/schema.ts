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
}

export interface IntroducersTable {
  id: string;
  user_id: string;
  name: string;
  context: string;
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
  /** The generate request as JSON, so a saved message can be explained or regenerated later. */
  request: string;
}

/** The columns of better-auth's tables that the fast session lookup reads. */
export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  image: string | null;
}

export interface AuthSessionTable {
  id: Generated<string>;
  token: string;
  userId: string;
  expiresAt: string | Date | number;
}

export interface Database {
  profiles: ProfilesTable;
  introducers: IntroducersTable;
  rfi: RfiTable;
  user: AuthUserTable;
  session: AuthSessionTable;
}
