import { PROFILE_FULL_NAME_MAX_LENGTH } from '@listkeeper/shared/constants';
import { validationMessages as m } from '@listkeeper/shared/messages';
import { UserUpdateMe } from '@listkeeper/shared/schemas/user';
import { z } from 'zod';

/** My profile's edit form: the form caps the name at 30 characters, the API at 255. */
export const profileSchema = UserUpdateMe.required().extend({
  full_name: z.string().trim().max(PROFILE_FULL_NAME_MAX_LENGTH, m.profileFullNameTooLong),
});

export type ProfileValues = z.input<typeof profileSchema>;
export type ProfileOutput = z.output<typeof profileSchema>;
