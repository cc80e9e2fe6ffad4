import { api } from '@/lib/api-client';

/** POST /api/account/delete: every row of the user goes; the session cookie is cleared. */
export function deleteAccount(email: string): Promise<{ deleted: true }> {
  return api.account.delete.$post({ json: { email } }).then((r) => r.json());
}
