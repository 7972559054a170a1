import type { UserPublic } from '@listkeeper/shared/schemas/user';
import { Badge, Group, Table, Text } from '@mantine/core';
import { RowActionsMenu } from '../../../components/row-actions-menu.tsx';
import { TruncatedText } from '../../../components/truncated-text.tsx';

export interface UserRowProps {
  user: UserPublic;
  isCurrentUser: boolean;
  onEdit: (opener: HTMLElement | null) => void;
  onDelete: (opener: HTMLElement | null) => void;
}

export function UserRow({ user, isCurrentUser, onEdit, onDelete }: UserRowProps) {
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {user.full_name ? (
            <TruncatedText maxWidth={200} fw={500}>
              {user.full_name}
            </TruncatedText>
          ) : (
            <Text size="sm" c="dimmed" fs="italic">
              N/A
            </Text>
          )}
          {isCurrentUser && (
            <Badge size="sm" variant="filled" color="indigo" tt="none">
              You
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <TruncatedText maxWidth={260}>{user.email}</TruncatedText>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{user.is_superuser ? 'Superuser' : 'User'}</Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <span
            aria-hidden="true"
            style={{
              width: 8,
              height: 8,
              borderRadius: '50%',
              flex: 'none',
              background: user.is_active ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-gray-5)',
            }}
          />
          <Text size="sm">{user.is_active ? 'Active' : 'Inactive'}</Text>
        </Group>
      </Table.Td>
      <Table.Td w={72}>
        <RowActionsMenu
          label="User actions"
          editLabel="Edit User"
          deleteLabel="Delete User"
          onEdit={onEdit}
          onDelete={onDelete}
          disabled={isCurrentUser}
        />
      </Table.Td>
    </Table.Tr>
  );
}
