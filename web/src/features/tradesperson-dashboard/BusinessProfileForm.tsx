import { Button, Card, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { type SubmitEvent, useState } from 'react';
import type * as v from 'valibot';
import { credentials, locations, profileServices } from '#schema/catalogues';
import { businessProfileRules } from '#schema/rules';
import type { TradesmanProfile } from '../../components/dashboard/tradesmanAccount';
import { FormField } from '../../components/FormField';
import { ChoiceGroupField } from '../../components/form/ChoiceGroupField';
import { SelectField } from '../../components/SelectField';
import { checkForm, type FieldErrors, formValues } from '../../lib/checkForm';
import { useSaveBusinessProfile } from './useSaveBusinessProfile';

const textFields = [
  'description',
  'location',
  'contactPhone',
  'website',
  'businessAddress',
  'yearsExperience',
] as const;

function profileValues(form: HTMLFormElement) {
  const data = new FormData(form);
  return {
    ...formValues(form, textFields),
    services: data.getAll('services').map(String),
    credentials: data.getAll('credentials').map(String),
  };
}

/** The business profile (spec business-side §5), on the Edit Profile tab and /edit-listing. */
export function BusinessProfileForm({ profile }: { profile: TradesmanProfile | null }) {
  const [errors, setErrors] = useState<FieldErrors<v.InferInput<typeof businessProfileRules>>>({});
  const [saveProfile, isSaving] = useSaveBusinessProfile();

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkForm(businessProfileRules, profileValues(event.currentTarget));
    setErrors(check.valid ? {} : check.errors);
    if (check.valid) saveProfile(check.input);
  }

  return (
    <Card.Root>
      <Card.Body>
        <Stack asChild gap="6">
          <form noValidate onSubmit={handleSubmit} aria-label="Business profile">
            <FormField label="Business Description" error={errors.description}>
              <Textarea
                name="description"
                rows={5}
                defaultValue={profile?.description}
                placeholder="What your business does, and for whom"
              />
            </FormField>
            <ChoiceGroupField
              legend="Services"
              name="services"
              options={profileServices}
              defaultValue={profile?.services ?? []}
              error={errors.services}
            />
            <SelectField
              label="Location"
              name="location"
              first={{ label: 'Select a location' }}
              options={locations}
              defaultValue={profile?.location ?? ''}
              error={errors.location}
              required
            />
            <ChoiceGroupField
              legend="Credentials"
              name="credentials"
              options={credentials}
              defaultValue={profile?.credentials ?? []}
              error={errors.credentials}
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
              <FormField label="Contact Phone" error={errors.contactPhone}>
                <Input
                  name="contactPhone"
                  type="tel"
                  autoComplete="tel"
                  defaultValue={profile?.contactPhone}
                />
              </FormField>
              <FormField label="Website" error={errors.website}>
                <Input
                  name="website"
                  type="url"
                  autoComplete="url"
                  placeholder="https://"
                  defaultValue={profile?.website}
                />
              </FormField>
              <FormField label="Business Address" error={errors.businessAddress}>
                <Input
                  name="businessAddress"
                  autoComplete="street-address"
                  defaultValue={profile?.businessAddress}
                />
              </FormField>
              <FormField label="Years of Experience" error={errors.yearsExperience}>
                <Input
                  name="yearsExperience"
                  type="number"
                  min={0}
                  inputMode="numeric"
                  defaultValue={profile?.yearsExperience ?? 0}
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
