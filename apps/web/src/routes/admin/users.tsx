import { AdminUserList, toast, type AdminUserTab } from '@idl/design-system';
import { useState } from 'react';
import { errorMessage } from '../../app/error-message';
import { USERS_PAGE_SIZE, useAdminUsers, useSetUserActive } from '../../features/admin/use-admin-users';
import { useDebouncedValue } from '../../app/use-debounced-value';

/** /admin/users: accounts searched by e-mail, by status tab, with Deactivate and Activate. */
export function AdminUsersRoute() {
  const [tab, setTab] = useState<AdminUserTab>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim());
  const users = useAdminUsers({ q: q || undefined, status: tab === 'all' ? undefined : tab });
  const setActive = useSetUserActive();
  const all = users.data ?? [];
  const pageCount = Math.max(1, Math.ceil(all.length / USERS_PAGE_SIZE));
  const shownPage = Math.min(page, pageCount);
  const rows = all.slice((shownPage - 1) * USERS_PAGE_SIZE, shownPage * USERS_PAGE_SIZE);

  const run = (id: number, active: boolean) =>
    setActive.mutate(
      { id, active },
      {
        onSuccess: () =>
          toast.success(active ? 'User Activated successfully!' : 'User De-Activated successfully!'),
        onError: (error) => toast.error(`Error: ${errorMessage(error)}`),
      },
    );

  return (
    <AdminUserList
      showHeading={false}
      users={rows}
      tab={tab}
      onTabChange={(next) => {
        setTab(next);
        setPage(1);
      }}
      search={search}
      onSearchChange={(next) => {
        setSearch(next);
        setPage(1);
      }}
      onDeactivate={(user) => run(user.id, false)}
      onActivate={(user) => run(user.id, true)}
      pendingUserId={setActive.isPending ? setActive.variables.id : undefined}
      actionError={setActive.isError ? errorMessage(setActive.error) : undefined}
      loading={users.isPending}
      error={users.isError ? errorMessage(users.error, 'The users could not be loaded.') : undefined}
      onRetry={() => void users.refetch()}
      page={shownPage}
      pageCount={pageCount}
      onPageChange={setPage}
    />
  );
}
