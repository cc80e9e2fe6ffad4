import { apiFetch } from '@/lib/api-client';

/** POST /api/account/delete: every row of the user goes; the session cookie is cleared. */
export function deleteAccount(email: string): Promise<{ deleted: true }> {
  return apiFetch<{ deleted: true }>('/account/delete', { method: 'POST', body: { email } });
}
