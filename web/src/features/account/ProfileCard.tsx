import { Button, GridItem, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import type { InferResponseType } from 'hono/client';
import { LuUser } from 'react-icons/lu';
import { useSWRConfig } from 'swr';
import { type AccountInput, accountRules } from '#schema/rules';
import { api } from '../../api/client';
import { useApiAction } from '../../api/useApiAction';
import { DashboardCard } from '../../components/dashboard/DashboardCard';
import { FormField } from '../../components/FormField';
import { useForm } from '../../components/form/useForm';
import { settingsTexts } from './accountPageTexts';
import { accountKey } from './useAccount';

export type Account = InferResponseType<typeof api.account.$get, 200>;

type DetailField = 'phone' | 'address' | 'postcode';

// The homeowner record (docs/product/public-site.md §3); other roles' contact details live on their
// listing.
const residentFields: readonly {
  name: DetailField;
  label: string;
  autoComplete: string;
  /** Takes the whole row: an address is longer than the other fields. */
  wide?: boolean;
}[] = [
  { name: 'address', label: 'Address (optional)', autoComplete: 'street-address', wide: true },
  { name: 'postcode', label: 'Postcode (optional)', autoComplete: 'postal-code' },
  { name: 'phone', label: 'Phone (optional)', autoComplete: 'tel' },
];

/** Name for everyone; phone, address and postcode for residents (the server keeps only theirs). */
export function ProfileCard({ account }: { account: Account }) {
  const { mutate } = useSWRConfig();
  const form = useForm(accountRules, {
    name: account.name,
    phone: account.phone,
    address: account.address,
    postcode: account.postcode,
  });
  const [save, isSaving] = useApiAction(
    (input: AccountInput) => api.account.$put({ json: input }),
    {
      onSuccess: async (reply) => {
        form.markSaved(reply.account);
        await mutate(accountKey(account.id), reply.account, { revalidate: false });
        // The header shows the name.
        await mutate((key) => Array.isArray(key) && key[0] === '/api/auth/me');
      },
      success: (reply) => ({ title: settingsTexts.saved, description: reply.message }),
      failure: { title: settingsTexts.saveFailed, description: settingsTexts.tryAgain },
    },
  );

  return (
    <DashboardCard title={settingsTexts.profileTitle} icon={LuUser}>
      <Stack asChild gap="4">
        <form noValidate aria-label={settingsTexts.profileTitle} onSubmit={form.submit(save)}>
          <FormField label="Full Name" error={form.errors.name} required>
            <Input {...form.field('name')} autoComplete="name" />
          </FormField>
          {account.role === 'resident' && (
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              {residentFields.map((field) => (
                <GridItem key={field.name} colSpan={{ sm: field.wide ? 2 : 1 }}>
                  <FormField label={field.label} error={form.errors[field.name]}>
                    <Input {...form.field(field.name)} autoComplete={field.autoComplete} />
                  </FormField>
                </GridItem>
              ))}
            </SimpleGrid>
          )}
          <Button
            type="submit"
            alignSelf="start"
            disabled={!form.isDirty}
            loading={isSaving}
            loadingText={settingsTexts.saving}
          >
            {settingsTexts.save}
          </Button>
        </form>
      </Stack>
    </DashboardCard>
  );
}
