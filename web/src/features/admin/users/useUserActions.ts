import type { Role } from '#schema/catalogues';
import type { UserCreateInput, UserEditInput } from '#schema/rules';
import { api } from '../../../api/client';
import type { ActionFailure } from '../../../api/useApiAction';
import { useApiAction } from '../../../api/useApiAction';
import { adminMessages, userTexts } from './userTexts';
import { type ManagedUser, useRefreshUsers } from './useUsers';

// docs/product/business-side.md §8: 'Error' with the server's message (last admin, own account,
// e-mail in use).
const failure = ({ message }: ActionFailure) => ({
  title: userTexts.error,
  description: message ?? 'Something went wrong. Please try again.',
});

/**
 * Create, edit, role change and delete, each with the toasts of docs/product/business-side.md §8
 * and a fresh list after.
 */
export function useUserActions() {
  const refresh = useRefreshUsers();
  const onSuccess = async () => {
    await refresh();
  };
  const create = useApiAction((input: UserCreateInput) => api.admin.users.$post({ json: input }), {
    onSuccess,
    success: { title: userTexts.success, description: adminMessages.userCreated },
    failure,
  });
  const edit = useApiAction(
    (user: ManagedUser, input: UserEditInput) =>
      api.admin.users[':id'].$put({ param: { id: String(user.id) }, json: input }),
    {
      onSuccess,
      success: (updated) => ({
        title: userTexts.success,
        description: adminMessages.userUpdated(updated.name),
      }),
      failure,
    },
  );
  const changeRole = useApiAction(
    (user: ManagedUser, role: Role) =>
      api.admin.users[':id'].role.$put({ param: { id: String(user.id) }, json: { role } }),
    {
      onSuccess,
      success: { title: userTexts.success, description: adminMessages.roleUpdated },
      failure,
    },
  );
  const remove = useApiAction(
    (user: ManagedUser) => api.admin.users[':id'].$delete({ param: { id: String(user.id) } }),
    {
      onSuccess,
      success: (deleted) => ({
        title: userTexts.success,
        description: `${adminMessages.userDeleted}. ${deleted.summary}`,
      }),
      failure,
    },
  );
  return { create, edit, changeRole, remove };
}
