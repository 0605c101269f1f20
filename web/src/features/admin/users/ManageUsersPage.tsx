import { Button, Input, InputGroup, Skeleton, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuSearch, LuUserPlus, LuUsers } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { type Role, roleLabels, roles } from '#schema/catalogues';
import { useCurrentUser } from '../../../api/useCurrentUser';
import { AdminPage } from '../../../components/AdminPage';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyPanel } from '../../../components/EmptyPanel';
import { LoadFailed } from '../../../components/LoadFailed';
import { Pager } from '../../../components/Pager';
import { SelectField } from '../../../components/SelectField';
import { useDebounced } from '../useDebounced';
import { CreateUserDialog, EditUserDialog } from './UserDialogs';
import { UserTable } from './UserTable';
import { userTexts } from './userTexts';
import { useUserActions } from './useUserActions';
import { type ManagedUser, usersPageSize, useUsers } from './useUsers';

const roleFilter = (value: string | null): Role | 'all' =>
  roles.includes(value as Role) ? (value as Role) : 'all';

/**
 * /admin/users (docs/product/business-side.md §2.7): search, role filter and server pages, all kept
 * in the URL.
 */
export function ManageUsersPage() {
  const [params, setParams] = useSearchParams();
  const query = {
    q: params.get('q') ?? '',
    role: roleFilter(params.get('role')),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const [search, setSearch] = useState(query.q);
  const settledSearch = useDebounced(search.trim());
  const { user: me } = useCurrentUser();
  const list = useUsers(query);
  const actions = useUserActions();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ManagedUser>();
  const [deleting, setDeleting] = useState<ManagedUser>();

  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value && value !== 'all' && !(key === 'page' && value === '1')) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  // Typing settles into the URL (and back to page 1); the URL stays the source of the query.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new settled search commits.
  useEffect(() => {
    if (settledSearch !== query.q) update({ q: settledSearch, page: '1' });
  }, [settledSearch]);

  const [remove, isRemoving] = actions.remove;
  const [changeRole] = actions.changeRole;

  return (
    <AdminPage
      title="Manage Users"
      description="Create, edit and remove user accounts and change their roles."
      actions={
        <Button onClick={() => setCreating(true)}>
          <LuUserPlus aria-hidden /> Create User
        </Button>
      }
    >
      <Stack direction={{ base: 'column', md: 'row' }} gap="4" mb="6" align={{ md: 'end' }}>
        <InputGroup flex="2" startElement={<LuSearch aria-hidden />}>
          <Input
            type="search"
            aria-label="Search users by name or email"
            placeholder="Search by name or email..."
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        </InputGroup>
        <SelectField
          label="Role"
          flex="1"
          first={{ value: 'all', label: 'All roles' }}
          options={roles.map((role) => ({ value: role, label: roleLabels[role] }))}
          value={query.role}
          onChange={(role) => update({ role, page: '1' })}
        />
      </Stack>
      {list.error ? (
        <LoadFailed message={userTexts.loadFailed} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <Stack gap="2" role="status" aria-busy="true" aria-label="Loading users">
          {[1, 2, 3, 4].map((row) => (
            <Skeleton key={row} height="12" />
          ))}
        </Stack>
      ) : list.data.users.length === 0 ? (
        <EmptyPanel icon={LuUsers} title={userTexts.empty} />
      ) : (
        <>
          <UserTable
            users={list.data.users}
            ownId={me?.id}
            onEdit={setEditing}
            onRoleChange={(user, role) => void changeRole(user, role)}
            onDelete={setDeleting}
          />
          <Pager
            label="Users"
            page={query.page}
            pageSize={usersPageSize}
            total={list.data.total}
            onPage={(page) => update({ page: String(page) })}
          />
        </>
      )}
      {creating && <CreateUserDialog create={actions.create} onClose={() => setCreating(false)} />}
      {editing && (
        <EditUserDialog
          user={editing}
          isSelf={editing.id === me?.id}
          edit={actions.edit}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={userTexts.deleteTitle}
        confirmLabel="Delete"
        isConfirming={isRemoving}
        onCancel={() => setDeleting(undefined)}
        onConfirm={async () => {
          if (deleting && (await remove(deleting))) setDeleting(undefined);
        }}
      >
        {userTexts.deleteQuestion}{' '}
        {deleting?.isTradesman || deleting?.role === 'tradesperson' ? userTexts.deleteListing : ''}
      </ConfirmDialog>
    </AdminPage>
  );
}
