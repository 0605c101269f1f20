import { Button, Dialog, Field, Stack } from '@chakra-ui/react';
import type { Role } from '#schema/catalogues';
import { userCreateFormRules, userEditRules } from '#schema/rules';
import { AppDialog } from '../../../components/AppDialog';
import { useForm } from '../../../components/form/useForm';
import { PasswordInput } from '../../../components/PasswordInput';
import { UserFields } from './UserFields';
import type { useUserActions } from './useUserActions';
import type { ManagedUser } from './useUsers';

type Actions = ReturnType<typeof useUserActions>;

const emptyUser = {
  name: '',
  email: '',
  role: 'resident' as string,
  isTradesman: false,
  isVerified: false,
  isActive: true,
  password: '',
  confirmPassword: '',
};

interface DialogFrameProps {
  title: string;
  submitLabel: string;
  isSaving: boolean;
  onClose: () => void;
  onSubmit: (event: React.SubmitEvent<HTMLFormElement>) => void;
  children: React.ReactNode;
}

function DialogFrame({
  title,
  submitLabel,
  isSaving,
  onClose,
  onSubmit,
  children,
}: DialogFrameProps) {
  return (
    <AppDialog open onClose={onClose} size={{ base: 'full', sm: 'md' }} keepOnOutsideClick>
      <form onSubmit={onSubmit} noValidate>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>{children}</Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose} disabled={isSaving}>
            Cancel
          </Button>
          <Button type="submit" loading={isSaving}>
            {submitLabel}
          </Button>
        </Dialog.Footer>
      </form>
    </AppDialog>
  );
}

/** Name, e-mail, role, flags, password and its confirmation (docs/product/business-side.md §5). */
export function CreateUserDialog({
  create,
  onClose,
}: {
  create: Actions['create'];
  onClose: () => void;
}) {
  const form = useForm(userCreateFormRules, emptyUser);
  const [run, isSaving] = create;
  return (
    <DialogFrame
      title="Create User"
      submitLabel="Create User"
      isSaving={isSaving}
      onClose={onClose}
      onSubmit={form.submit(async ({ confirmPassword: _kept, ...input }) => {
        // The confirmation stays in the browser (docs/product/business-side.md §7).
        if (await run(input)) onClose();
      })}
    >
      <Stack gap="4">
        <UserFields values={form.values} errors={form.errors} setField={form.setField} />
        <Field.Root required invalid={Boolean(form.errors.password)}>
          <Field.Label>Password</Field.Label>
          <PasswordInput {...form.field('password')} autoComplete="new-password" />
          <Field.ErrorText>{form.errors.password}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(form.errors.confirmPassword)}>
          <Field.Label>Confirm Password</Field.Label>
          <PasswordInput {...form.field('confirmPassword')} autoComplete="new-password" />
          <Field.ErrorText>{form.errors.confirmPassword}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </DialogFrame>
  );
}

interface EditUserDialogProps {
  user: ManagedUser;
  isSelf: boolean;
  edit: Actions['edit'];
  onClose: () => void;
}

/**
 * Name, e-mail, role and every flag, all sent
 * (docs/product/business-side.md §7, PUT /api/admin/users/{id}).
 */
export function EditUserDialog({ user, isSelf, edit, onClose }: EditUserDialogProps) {
  const form = useForm(userEditRules, {
    name: user.name,
    email: user.email,
    role: user.role as Role as string,
    isTradesman: user.isTradesman,
    isVerified: user.isVerified,
    isActive: user.isActive,
  });
  const [run, isSaving] = edit;
  return (
    <DialogFrame
      title={`Edit ${user.name}`}
      submitLabel="Save Changes"
      isSaving={isSaving}
      onClose={onClose}
      onSubmit={form.submit(async (input) => {
        if (await run(user, input)) onClose();
      })}
    >
      <UserFields
        values={form.values}
        errors={form.errors}
        setField={form.setField}
        isSelf={isSelf}
      />
    </DialogFrame>
  );
}
