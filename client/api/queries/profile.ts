import { queryOptions } from '@tanstack/react-query';
import { createdAtYearOf } from '../../../shared/user-flags.ts';
import type { ApiClient } from '../api-client.ts';

/** The subscriber's details (spec §3 User), as the profile page shows and edits them. */
export interface Profile {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  /** `YYYY-MM-DD`, or empty */
  birthday: string;
  /** spec §3: the year of `createdAt`, « Membre depuis {createdAtYear} » */
  createdAtYear: number | null;
}

export const profileKey = ['profile'] as const;

/** GET /users/me with the visitor's session (spec §7), parsed where fetched. */
export const profileQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: profileKey,
    queryFn: async (): Promise<Profile> => {
      const [{ userAnswer }, body] = await Promise.all([
        import('./profile-schema.ts'),
        api.get('/users/me'),
      ]);
      const user = userAnswer.parse(body);
      return {
        firstName: user.first_name ?? '',
        lastName: user.last_name ?? '',
        phoneNumber: user.phone_number ?? '',
        email: user.email,
        birthday: user.birthday_date ?? '',
        createdAtYear: createdAtYearOf(user.createdAt),
      };
    },
  });
