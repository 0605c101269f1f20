import { Button, Card, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { locations, profileServices } from '#schema/catalogues';
import { businessProfileRules } from '#schema/rules';
import { FormField } from '../../components/FormField';
import { ChoiceGroupField } from '../../components/form/ChoiceGroupField';
import { useForm } from '../../components/form/useForm';
import { SelectField } from '../../components/SelectField';
import type { OwnListingProfile } from '../../entities/account/tradesmanAccount';
import { CredentialsNote } from './CredentialsNote';
import { useSaveBusinessProfile } from './useSaveBusinessProfile';

/** The form's starting values: the saved profile, as the inputs hold it. */
const valuesOf = (profile: OwnListingProfile | null) => ({
  description: profile?.description ?? '',
  services: [...(profile?.services ?? [])],
  location: profile?.location ?? '',
  contactPhone: profile?.contactPhone ?? '',
  website: profile?.website ?? '',
  businessAddress: profile?.businessAddress ?? '',
  yearsExperience: String(profile?.yearsExperience ?? 0),
});

interface BusinessProfileFormProps {
  profile: OwnListingProfile | null;
  /** Opens the dashboard's Credentials tab; absent on /edit-listing, where the note names it. */
  onOpenCredentials?: () => void;
}

/**
 * The business profile (docs/product/business-side.md §5), on the Edit Profile tab and
 * /edit-listing. Credentials are not ticked here: the ledger on the Credentials tab is their one
 * record (§10.1), so the form points there.
 */
export function BusinessProfileForm({ profile, onOpenCredentials }: BusinessProfileFormProps) {
  const form = useForm(businessProfileRules, valuesOf(profile));
  const [saveProfile, isSaving] = useSaveBusinessProfile();
  const { errors } = form;

  return (
    <Card.Root>
      <Card.Body>
        <Stack asChild gap="6">
          <form noValidate onSubmit={form.submit(saveProfile)} aria-label="Business profile">
            <FormField label="Business Description" error={errors.description}>
              <Textarea
                {...form.field('description')}
                rows={5}
                placeholder="What your business does, and for whom"
              />
            </FormField>
            <ChoiceGroupField
              legend="Services"
              options={profileServices}
              name="services"
              value={form.values.services}
              onValueChange={(chosen) => form.setField('services', chosen)}
              error={errors.services}
            />
            <SelectField
              label="Location"
              name="location"
              first={{ label: 'Select a location' }}
              options={locations}
              value={form.values.location}
              onChange={(location) => form.setField('location', location)}
              error={errors.location}
              required
            />
            <CredentialsNote onOpenCredentials={onOpenCredentials} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
              <FormField label="Contact Phone" error={errors.contactPhone}>
                <Input {...form.field('contactPhone')} type="tel" autoComplete="tel" />
              </FormField>
              <FormField label="Website" error={errors.website}>
                <Input
                  {...form.field('website')}
                  type="url"
                  autoComplete="url"
                  placeholder="https://"
                />
              </FormField>
              <FormField label="Business Address" error={errors.businessAddress}>
                <Input {...form.field('businessAddress')} autoComplete="street-address" />
              </FormField>
              <FormField label="Years of Experience" error={errors.yearsExperience}>
                <Input
                  {...form.field('yearsExperience')}
                  type="number"
                  min={0}
                  inputMode="numeric"
                />
              </FormField>
            </SimpleGrid>
            <Button type="submit" alignSelf="start" loading={isSaving} loadingText="Saving...">
              Save Profile
            </Button>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
