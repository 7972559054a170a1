import type { ItemPublic } from '@listkeeper/shared/schemas/item';
import type { UserPublic } from '@listkeeper/shared/schemas/user';
import type { ItemRow, UserRow } from './schema.ts';

/** The columns of a user that may leave the server. */
export type UserPublicRow = Pick<
  UserRow,
  'id' | 'email' | 'full_name' | 'is_active' | 'is_superuser' | 'created_at' | 'updated_at'
>;

/** A user row as the API shows it. */
export function toUserPublic(row: UserPublicRow): UserPublic {
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    is_active: row.is_active,
    is_superuser: row.is_superuser,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** An item row as the API shows it. */
export function toItemPublic(row: ItemRow): ItemPublic {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    owner_id: row.owner_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
