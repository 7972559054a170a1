import { users } from './schema.ts';

/** The user columns selected wherever a user is shown or authorised; never the hash or lockout state. */
export const userPublicColumns = {
  id: users.id,
  email: users.email,
  full_name: users.full_name,
  is_active: users.is_active,
  is_superuser: users.is_superuser,
  created_at: users.created_at,
  updated_at: users.updated_at,
};
