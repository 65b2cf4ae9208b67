import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { useSetAtom } from 'jotai';
import { z } from 'zod';
import { accountEndpoints as endpoints, languageSchema, type User } from '../../../api/contracts/index.ts';
import { useApiClient, type ApiError } from '../../../api/index.ts';
import { sessionAtom } from '../../session/index.ts';

/** SWR keys of this domain: one place, so a mutation invalidates exactly what it changed. */
export const profileKeys = { profile: endpoints.profile.path } as const;

export function useProfile() {
  const client = useApiClient();
  return useSWR<User, ApiError>(profileKeys.profile, async () => {
    const profile = await client.call(endpoints.profile);
    return profile.user;
  });
}

/** The own-profile form (PUT /user); messages are locale keys. */
export const profileFormSchema = z.object({
  first_name: z.string().trim().min(1, { message: 'profile.firstNameRequired' }).max(100),
  surname: z.string().trim().min(1, { message: 'profile.surnameRequired' }).max(100),
  language: languageSchema.nullable(),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

export function useUpdateProfile() {
  const client = useApiClient();
  const setSession = useSetAtom(sessionAtom);
  return useSWRMutation<User, ApiError, string, ProfileForm>(
    profileKeys.profile,
    async (_key, { arg }) => {
      const user = await client.call(endpoints.updateProfile, { body: arg });
      setSession((current) => (current ? { ...current, user } : current));
      return user;
    },
    { populateCache: true, revalidate: false },
  );
}
