export type SessionUser = { name: string; email: string; image?: string | null };

/** Display name: full name, else the part of the email before @, else 'User' (SPEC.md section 2). */
export function displayName(user: Partial<SessionUser> | null | undefined): string {
  const name = user?.name?.trim();
  if (name) return name;
  const local = user?.email?.split('@')[0]?.trim();
  return local || 'User';
}
