import type { UserUpdateMe } from '@listkeeper/shared/schemas/user';
import type { ProfileOutput } from './schemas/profile-schema.ts';

/** The PATCH /users/me body; an emptied name is sent as "no name" (null). */
export function toProfilePayload(values: ProfileOutput): UserUpdateMe {
  return { email: values.email, full_name: values.full_name ? values.full_name : null };
}
