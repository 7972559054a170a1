import type { ItemPublic } from '@listkeeper/shared/schemas/item';
import { Table, Text } from '@mantine/core';
import { RowActionsMenu } from '../../../components/row-actions-menu.tsx';
import { TruncatedText } from '../../../components/truncated-text.tsx';

export interface ItemRowProps {
  item: ItemPublic;
  onEdit: (opener: HTMLElement | null) => void;
  onDelete: (opener: HTMLElement | null) => void;
}

export function ItemRow({ item, onEdit, onDelete }: ItemRowProps) {
  return (
    <Table.Tr>
      <Table.Td>
        <TruncatedText maxWidth={110} ff="monospace" fz="xs">
          {item.id}
        </TruncatedText>
      </Table.Td>
      <Table.Td>
        <TruncatedText maxWidth={220} fw={500}>
          {item.title}
        </TruncatedText>
      </Table.Td>
      <Table.Td>
        {item.description ? (
          <TruncatedText maxWidth={320}>{item.description}</TruncatedText>
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            N/A
          </Text>
        )}
      </Table.Td>
      <Table.Td w={72}>
        <RowActionsMenu
          label="Item actions"
          editLabel="Edit Item"
          deleteLabel="Delete Item"
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </Table.Td>
    </Table.Tr>
  );
}
