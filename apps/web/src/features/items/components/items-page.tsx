import { PAGE_SIZE } from '@listkeeper/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { pageCount, TablePagination } from '../../../components/table-pagination.tsx';
import { itemsQueryOptions } from '../api/items-query-options.ts';
import { AddItemDialog } from './add-item-dialog.tsx';
import { ItemsTable } from './items-table.tsx';

export interface ItemsPageProps {
  page: number;
  onPageChange: (page: number) => void;
}

export function ItemsPage({ page, onPageChange }: ItemsPageProps) {
  const { data, isPlaceholderData } = useQuery(itemsQueryOptions(page));

  // A page past the end (an old link, or rows deleted elsewhere) moves to the last page that has rows.
  useEffect(() => {
    if (!data || isPlaceholderData) return;
    if (data.data.length === 0 && data.count > 0 && page > 1) onPageChange(pageCount(data.count, PAGE_SIZE));
  }, [data, isPlaceholderData, page, onPageChange]);

  return (
    <>
      <PageHeader title="Items Management" action={<AddItemDialog />} />
      <ItemsTable
        items={data?.data}
        count={data?.count}
        busy={isPlaceholderData}
        onItemDeleted={(rowsBefore) => {
          // The last row of a later page is gone: show the page before instead of an empty one.
          if (rowsBefore === 1 && page > 1) onPageChange(page - 1);
        }}
      />
      {data && data.count > 0 && (
        <TablePagination page={page} count={data.count} pageSize={PAGE_SIZE} onChange={onPageChange} />
      )}
    </>
  );
}
