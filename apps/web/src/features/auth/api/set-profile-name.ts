import type { Profile } from '@introask/shared';
import { apiFetch } from '@/lib/api-client';

/** Sign-up sets the profile name with PUT /api/field (SPEC.md section 4). */
export function setProfileName(name: string): Promise<Profile> {
  return apiFetch<Profile>('/field', { method: 'PUT', body: { field: 'name', content: name } });
}
