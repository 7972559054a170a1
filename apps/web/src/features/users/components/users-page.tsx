import { PAGE_SIZE } from '@listkeeper/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { pageCount, TablePagination } from '../../../components/table-pagination.tsx';
import { useCurrentUser } from '../../../lib/use-current-user.ts';
import { usersQueryOptions } from '../api/users-query-options.ts';
import { AddUserDialog } from './add-user-dialog.tsx';
import { UsersTable } from './users-table.tsx';

export interface UsersPageProps {
  page: number;
  onPageChange: (page: number) => void;
}

export function UsersPage({ page, onPageChange }: UsersPageProps) {
  const { data, isPlaceholderData } = useQuery(usersQueryOptions(page));
  const { data: currentUser } = useCurrentUser();

  // A page past the end (an old link, or users deleted elsewhere) moves to the last page that has rows.
  useEffect(() => {
    if (!data || isPlaceholderData) return;
    if (data.data.length === 0 && data.count > 0 && page > 1) onPageChange(pageCount(data.count, PAGE_SIZE));
  }, [data, isPlaceholderData, page, onPageChange]);

  return (
    <>
      <PageHeader title="Users Management" action={<AddUserDialog />} />
      <UsersTable
        users={data?.data}
        busy={isPlaceholderData}
        currentUserId={currentUser?.id}
        onUserDeleted={(rowsBefore) => {
          // The last row of a later page is gone: show the page before instead of an empty one.
          if (rowsBefore === 1 && page > 1) onPageChange(page - 1);
        }}
      />
      {data && (
        <TablePagination page={page} count={data.count} pageSize={PAGE_SIZE} onChange={onPageChange} />
      )}
    </>
  );
}
