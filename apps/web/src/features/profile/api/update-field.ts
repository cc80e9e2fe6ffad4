import type { Profile, ProfileField } from '@introask/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { profileQueryKey } from './get-profile';

export interface FieldUpdateInput {
  field: ProfileField;
  content: string;
}

export function updateField(input: FieldUpdateInput): Promise<Profile> {
  return apiFetch<Profile>('/field', { method: 'PUT', body: input });
}

/** One field per request; each answer is the whole profile, which replaces the cached one. */
export function useUpdateField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateField,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
    },
  });
}
