import type { ItemPublic } from '@listkeeper/shared/schemas/item';
import { Table } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { TableContainer } from '../../../components/table-container.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { useRowDialogs } from '../../../components/use-row-dialogs.ts';
import { DeleteItemDialog } from './delete-item-dialog.tsx';
import { EditItemDialog } from './edit-item-dialog.tsx';
import { ItemRow } from './item-row.tsx';

export interface ItemsTableProps {
  /** Undefined while the first page loads. */
  items: ItemPublic[] | undefined;
  /** All the user's items, across pages; 0 shows the empty state. */
  count: number | undefined;
  /** True while the next page loads and this one is still shown. */
  busy: boolean;
  /** Called after a delete succeeds, with the number of rows the page had before it. */
  onItemDeleted: (rowsBefore: number) => void;
}

const COLUMNS = ['ID', 'Title', 'Description', 'Actions'];

export function ItemsTable({ items, count, busy, onItemDeleted }: ItemsTableProps) {
  // The dialogs live here, not in the rows, and stay mounted when the empty state replaces the table,
  // so a row vanishing after a delete cannot cut them off before they hand focus back.
  const dialogs = useRowDialogs<ItemPublic>();

  return (
    <>
      {count === 0 ? (
        <EmptyState title="You don't have any items yet" description="Add a new item to get started" />
      ) : (
        <TableContainer label="Items" minWidth={620} busy={busy}>
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) => (
                <Table.Th key={column} scope="col">
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          {items === undefined ? (
            <TableSkeleton columns={COLUMNS.length} />
          ) : (
            <Table.Tbody>
              {items.map((item) => (
                <ItemRow
                  key={item.id}
                  item={item}
                  onEdit={(opener) => dialogs.open('edit', item, opener)}
                  onDelete={(opener) => dialogs.open('delete', item, opener)}
                />
              ))}
            </Table.Tbody>
          )}
        </TableContainer>
      )}
      <EditItemDialog
        item={dialogs.target}
        opened={dialogs.dialog === 'edit'}
        onClose={dialogs.close}
        onClosed={dialogs.restoreFocus}
      />
      <DeleteItemDialog
        item={dialogs.target}
        opened={dialogs.dialog === 'delete'}
        onClose={dialogs.close}
        onClosed={dialogs.restoreFocus}
        onDeleted={() => {
          dialogs.forgetOpener();
          onItemDeleted(items?.length ?? 0);
        }}
      />
    </>
  );
}
