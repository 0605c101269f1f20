import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import type { Role } from '#schema/catalogues';
import { OptionSelect } from '../../../components/OptionSelect';
import { ResponsiveTable, type TableColumn } from '../../../components/ResponsiveTable';
import { roleOptions } from './UserFields';
import type { ManagedUser } from './useUsers';

interface UserTableProps {
  users: ManagedUser[];
  ownId: number | undefined;
  onEdit: (user: ManagedUser) => void;
  onRoleChange: (user: ManagedUser, role: Role) => void;
  onDelete: (user: ManagedUser) => void;
}

function columns({
  ownId,
  onEdit,
  onRoleChange,
  onDelete,
}: Omit<UserTableProps, 'users'>): TableColumn<ManagedUser>[] {
  return [
    {
      header: 'User',
      hideCardLabel: true,
      cellProps: { minW: '48' },
      cell: (user) => (
        <Stack gap="0">
          <Text fontWeight="medium">
            {user.name}
            {user.id === ownId && (
              <Text as="span" color="fg.muted" fontWeight="normal">
                {' '}
                (you)
              </Text>
            )}
          </Text>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            {user.email}
          </Text>
        </Stack>
      ),
    },
    {
      header: 'Role',
      cellProps: { minW: '36' },
      cell: (user) => (
        <OptionSelect
          aria-label={`Role of ${user.name}`}
          size="sm"
          disabled={user.id === ownId}
          options={roleOptions}
          value={user.role}
          onChange={(role) => onRoleChange(user, role as Role)}
        />
      ),
    },
    {
      header: 'Status',
      cell: (user) => (
        <HStack gap="1" wrap="wrap">
          <Badge colorPalette={user.isActive ? 'green' : 'gray'}>
            {user.isActive ? 'Active' : 'Inactive'}
          </Badge>
          {user.isVerified && <Badge colorPalette="blue">Verified</Badge>}
        </HStack>
      ),
    },
    {
      header: 'Actions',
      hideHeader: true,
      cellProps: { textAlign: 'end', whiteSpace: 'nowrap' },
      cell: (user) => (
        <>
          <Button
            size="xs"
            variant="ghost"
            onClick={() => onEdit(user)}
            aria-label={`Edit ${user.name}`}
          >
            <LuPencil aria-hidden /> Edit
          </Button>
          {user.id !== ownId && (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={() => onDelete(user)}
              aria-label={`Delete ${user.name}`}
            >
              <LuTrash2 aria-hidden /> Delete
            </Button>
          )}
        </>
      ),
    },
  ];
}

/** Each user with a role selector, edit and delete; the admin's own row can do neither of the two. */
export function UserTable({ users, ...actions }: UserTableProps) {
  return (
    <ResponsiveTable
      label="Users"
      rows={users}
      rowKey={(user) => user.id}
      columns={columns(actions)}
    />
  );
}
