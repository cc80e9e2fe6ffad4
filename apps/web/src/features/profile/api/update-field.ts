import type { Profile, ProfileField } from '@introask/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileQueryKey } from './get-profile';

export interface FieldUpdateInput {
  field: ProfileField;
  content: string;
}

export function updateField(input: FieldUpdateInput): Promise<Profile> {
  return api.field.$put({ json: input }).then((r) => r.json());
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
