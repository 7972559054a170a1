import type { UserPublic } from '@listkeeper/shared/schemas/user';
import { Table } from '@mantine/core';
import { TableContainer } from '../../../components/table-container.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { useRowDialogs } from '../../../components/use-row-dialogs.ts';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import { EditUserDialog } from './edit-user-dialog.tsx';
import { UserRow } from './user-row.tsx';

export interface UsersTableProps {
  /** Undefined while the first page loads. */
  users: UserPublic[] | undefined;
  /** True while the next page loads and this one is still shown. */
  busy: boolean;
  currentUserId: string | undefined;
  /** Called after a delete succeeds, with the number of rows the page had before it. */
  onUserDeleted: (rowsBefore: number) => void;
}

const COLUMNS = ['Full name', 'Email', 'Role', 'Status', 'Actions'];

export function UsersTable({ users, busy, currentUserId, onUserDeleted }: UsersTableProps) {
  // The dialogs live here, not in the rows, so a row vanishing after a delete cannot cut them off.
  const dialogs = useRowDialogs<UserPublic>();

  return (
    <>
      <TableContainer label="Users" minWidth={680} busy={busy}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        {users === undefined ? (
          <TableSkeleton columns={COLUMNS.length} />
        ) : (
          <Table.Tbody>
            {users.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                isCurrentUser={user.id === currentUserId}
                onEdit={(opener) => dialogs.open('edit', user, opener)}
                onDelete={(opener) => dialogs.open('delete', user, opener)}
              />
            ))}
          </Table.Tbody>
        )}
      </TableContainer>
      <EditUserDialog
        user={dialogs.target}
        opened={dialogs.dialog === 'edit'}
        onClose={dialogs.close}
        onClosed={dialogs.restoreFocus}
      />
      <DeleteUserDialog
        user={dialogs.target}
        opened={dialogs.dialog === 'delete'}
        onClose={dialogs.close}
        onClosed={dialogs.restoreFocus}
        onDeleted={() => {
          dialogs.forgetOpener();
          onUserDeleted(users?.length ?? 0);
        }}
      />
    </>
  );
}
