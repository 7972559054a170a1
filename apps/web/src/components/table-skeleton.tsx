import { Skeleton, Table } from '@mantine/core';

const SKELETON_ROWS = 5;

/** Placeholder rows while a table's first page loads. */
export function TableSkeleton({ columns }: { columns: number }) {
  return (
    <Table.Tbody data-testid="table-skeleton" aria-busy="true">
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static, never reordered
        <Table.Tr key={row}>
          {Array.from({ length: columns }, (_, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static, never reordered
            <Table.Td key={column}>
              <Skeleton height={14} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </Table.Tbody>
  );
}
