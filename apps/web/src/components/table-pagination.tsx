import { Group, Pagination } from '@mantine/core';

export interface TablePaginationProps {
  page: number;
  count: number;
  pageSize: number;
  onChange: (page: number) => void;
}

export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** Previous, page numbers (the current one marked with aria-current), next. */
export function TablePagination({ page, count, pageSize, onChange }: TablePaginationProps) {
  const total = pageCount(count, pageSize);
  return (
    <nav aria-label="Pagination">
      <Pagination.Root total={total} value={Math.min(page, total)} onChange={onChange} size="sm">
        <Group gap={6} justify="flex-end" mt="md">
          <Pagination.Previous aria-label="Previous page" />
          <Pagination.Items />
          <Pagination.Next aria-label="Next page" />
        </Group>
      </Pagination.Root>
    </nav>
  );
}
