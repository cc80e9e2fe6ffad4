import type { Profile } from '@introask/shared';
import { api } from '@/lib/api-client';

/** Sign-up sets the profile name with PUT /api/field (SPEC.md section 4). */
export function setProfileName(name: string): Promise<Profile> {
  return api.field.$put({ json: { field: 'name', content: name } }).then((r) => r.json());
}
