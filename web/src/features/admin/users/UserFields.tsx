import { Checkbox, Input, Stack } from '@chakra-ui/react';
import { type Role, roleLabels, roles } from '#schema/catalogues';
import { FormField } from '../../../components/FormField';
import { SelectField } from '../../../components/SelectField';
import type { FieldErrors } from '../../../lib/checkForm';

export interface UserFieldValues {
  name: string;
  email: string;
  role: string;
  isTradesman: boolean;
  isVerified: boolean;
  isActive: boolean;
}

interface UserFieldsProps<Values extends UserFieldValues> {
  values: Values;
  errors: FieldErrors<Values>;
  setField: <Field extends keyof Values & string>(field: Field, value: Values[Field]) => void;
  /**
   * The admin's own account: its role and active flag cannot change
   * (docs/product/business-side.md §6, server-enforced).
   */
  isSelf?: boolean;
}

export const roleOptions = roles.map((role) => ({ value: role, label: roleLabels[role] }));

const flags = [
  { field: 'isTradesman', label: 'Tradesperson account' },
  { field: 'isVerified', label: 'Verified' },
  { field: 'isActive', label: 'Active' },
] as const;

/** Name, e-mail, role and the three flags, shared by the create and edit dialogs. */
export function UserFields<Values extends UserFieldValues>({
  values,
  errors,
  setField,
  isSelf = false,
}: UserFieldsProps<Values>) {
  const set = setField as (field: keyof UserFieldValues, value: string | boolean) => void;
  const error = errors as FieldErrors<UserFieldValues>;
  return (
    <Stack gap="4">
      <FormField label="Name" error={error.name} required>
        <Input
          value={values.name}
          autoComplete="off"
          onChange={(event) => set('name', event.currentTarget.value)}
        />
      </FormField>
      <FormField label="Email" error={error.email} required>
        <Input
          type="email"
          value={values.email}
          autoComplete="off"
          onChange={(event) => set('email', event.currentTarget.value)}
        />
      </FormField>
      {isSelf ? (
        <FormField label="Role">
          <Input value={roleLabels[values.role as Role]} disabled readOnly />
        </FormField>
      ) : (
        <SelectField
          label="Role"
          options={roleOptions}
          value={values.role}
          onChange={(role) => set('role', role)}
          error={error.role}
          required
        />
      )}
      <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: 3, sm: 6 }} wrap="wrap">
        {flags.map(({ field, label }) => (
          <Checkbox.Root
            key={field}
            checked={values[field]}
            disabled={isSelf && field === 'isActive'}
            onCheckedChange={(details) => set(field, details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </Stack>
  );
}
