/** The About Me profile: one row per user, created at sign-up; read and written only by its owner. */
import { PROFILE_FIELDS, type Profile, type ProfileUpdate } from '@introask/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const EMPTY: Profile = {
  name: '',
  job_title: '',
  company_name: '',
  calendly_url: '',
  bio: '',
  asks: '',
  value_add: '',
};

export async function getProfile(db: Kysely<Database>, userId: string): Promise<Profile> {
  const row = await db.selectFrom('profiles').select(PROFILE_FIELDS).where('user_id', '=', userId).executeTakeFirst();
  return row ? { ...EMPTY, ...row } : { ...EMPTY };
}

/** Insert or update the given fields; the rest keep their values. */
export async function updateProfile(db: Kysely<Database>, userId: string, changes: ProfileUpdate): Promise<Profile> {
  const updated_at = new Date().toISOString();
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  await db
    .insertInto('profiles')
    .values({ ...EMPTY, ...set, user_id: userId, updated_at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...set, updated_at }))
    .execute();
  return getProfile(db, userId);
}

export async function createProfileForNewUser(db: Kysely<Database>, user: { id: string; name: string }) {
  await db
    .insertInto('profiles')
    .values({ ...EMPTY, name: user.name.slice(0, 200), user_id: user.id, updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}
