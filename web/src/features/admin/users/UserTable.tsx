import {
  Badge,
  Button,
  HStack,
  NativeSelect,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import type { Role } from '#schema/catalogues';
import { roleOptions } from './UserFields';
import type { ManagedUser } from './useUsers';

interface UserTableProps {
  users: ManagedUser[];
  ownId: number | undefined;
  onEdit: (user: ManagedUser) => void;
  onRoleChange: (user: ManagedUser, role: Role) => void;
  onDelete: (user: ManagedUser) => void;
}

/** Each user with a role selector, edit and delete; the admin's own row can do neither of the two. */
export function UserTable({ users, ownId, onEdit, onRoleChange, onDelete }: UserTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="lg">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>User</Table.ColumnHeader>
            <Table.ColumnHeader>Role</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {users.map((user) => {
            const isSelf = user.id === ownId;
            return (
              <Table.Row key={user.id}>
                <Table.Cell minW="48">
                  <Stack gap="0">
                    <Text fontWeight="medium">
                      {user.name}
                      {isSelf && (
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
                </Table.Cell>
                <Table.Cell minW="36">
                  <NativeSelect.Root size="sm" disabled={isSelf}>
                    <NativeSelect.Field
                      aria-label={`Role of ${user.name}`}
                      value={user.role}
                      onChange={(event) => onRoleChange(user, event.currentTarget.value as Role)}
                    >
                      {roleOptions.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="1" wrap="wrap">
                    <Badge colorPalette={user.isActive ? 'green' : 'gray'}>
                      {user.isActive ? 'Active' : 'Inactive'}
                    </Badge>
                    {user.isVerified && <Badge colorPalette="blue">Verified</Badge>}
                  </HStack>
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  <Button
                    size="xs"
                    variant="ghost"
                    onClick={() => onEdit(user)}
                    aria-label={`Edit ${user.name}`}
                  >
                    <LuPencil aria-hidden /> Edit
                  </Button>
                  {!isSelf && (
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
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
