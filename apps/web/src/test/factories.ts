import type { ItemPublic } from '@listkeeper/shared/schemas/item';
import type { UserPublic } from '@listkeeper/shared/schemas/user';

let sequence = 0;

function uuid(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

const timestamp = '2026-01-01T00:00:00.000Z';

export function createUser(overrides: Partial<UserPublic> = {}): UserPublic {
  const id = uuid();
  return {
    id,
    email: `user-${sequence}@example.com`,
    full_name: `User ${sequence}`,
    is_active: true,
    is_superuser: false,
    created_at: timestamp,
    updated_at: timestamp,
    ...overrides,
  };
}

export function createItem(overrides: Partial<ItemPublic> = {}): ItemPublic {
  const id = uuid();
  return {
    id,
    title: `Item ${sequence}`,
    description: `Description ${sequence}`,
    owner_id: '00000000-0000-4000-8000-999999999999',
    created_at: timestamp,
    updated_at: timestamp,
    ...overrides,
  };
}
