import { Alert, Button, Input, Stack, Textarea } from '@chakra-ui/react';
import type { SubmitEvent } from 'react';
import type * as v from 'valibot';
import { credentials, locations, profileServices } from '#schema/catalogues';
import type { Plan } from '#schema/plans';
import { type businessDetailsRules, businessMessages, serviceLimitMessage } from '#schema/rules';
import { FormField } from '../../components/FormField';
import { ChoiceGroupField } from '../../components/form/ChoiceGroupField';
import type { Form } from '../../components/form/useForm';
import { SelectField } from '../../components/SelectField';
import { registrationTexts } from './registrationTexts';

export interface BusinessDetailsValues {
  businessName: string;
  description: string;
  serviceArea: string;
  contactEmail: string;
  contactPhone: string;
  services: string[];
  certifications: string[];
}

export const emptyBusinessDetails: BusinessDetailsValues = {
  businessName: '',
  description: '',
  serviceArea: '',
  contactEmail: '',
  contactPhone: '',
  services: [],
  certifications: [],
};

export type BusinessDetailsForm = Form<
  BusinessDetailsValues,
  v.InferOutput<typeof businessDetailsRules>
>;

interface BusinessDetailsStepProps {
  form: BusinessDetailsForm;
  plan: Plan;
  /** Next step (paid plans) or the registration itself (free plan). */
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  submitLabel: string;
  isSubmitting: boolean;
}

/**
 * Step 1 (docs/product/business-side.md §2.2, §5): the business, its services and its
 * certifications.
 */
export function BusinessDetailsStep({
  form,
  plan,
  onSubmit,
  submitLabel,
  isSubmitting,
}: BusinessDetailsStepProps) {
  const { values, errors, setField } = form;
  const noCertification = values.certifications.length === 0;
  const overLimit = plan.serviceLimit !== null && values.services.length > plan.serviceLimit;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Business details">
      <Stack gap="5">
        <FormField label="Business name" error={errors.businessName} required>
          <Input {...form.field('businessName')} autoComplete="organization" />
        </FormField>
        <FormField label="Description" error={errors.description} required>
          <Textarea {...form.field('description')} rows={4} />
        </FormField>
        <SelectField
          label="Service area"
          options={locations}
          first={{ label: 'Choose your area', disabled: true }}
          value={values.serviceArea}
          onChange={(value) => setField('serviceArea', value)}
          error={errors.serviceArea}
          required
        />
        <Stack direction={{ base: 'column', md: 'row' }} gap="5">
          <FormField label="Contact email" error={errors.contactEmail} required>
            <Input {...form.field('contactEmail')} type="email" autoComplete="email" />
          </FormField>
          <FormField label="Contact phone" error={errors.contactPhone} required>
            <Input {...form.field('contactPhone')} type="tel" autoComplete="tel" />
          </FormField>
        </Stack>
        <ChoiceGroupField
          legend="Services"
          name="services"
          options={profileServices}
          value={values.services}
          onValueChange={(services) => setField('services', services)}
          helperText={
            plan.serviceLimit === null ? undefined : serviceLimitMessage(plan.serviceLimit)
          }
          error={
            errors.services ??
            (overLimit && plan.serviceLimit !== null
              ? serviceLimitMessage(plan.serviceLimit)
              : undefined)
          }
        />
        <ChoiceGroupField
          legend="Professional certifications"
          name="certifications"
          options={credentials}
          value={values.certifications}
          onValueChange={(certifications) => setField('certifications', certifications)}
          error={errors.certifications}
        />
        {noCertification && (
          <Alert.Root status="info" variant="subtle">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{registrationTexts.certificationTitle}</Alert.Title>
              <Alert.Description>{businessMessages.certifications}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Button
          type="submit"
          size="lg"
          alignSelf={{ base: 'stretch', sm: 'end' }}
          disabled={noCertification || overLimit}
          loading={isSubmitting}
        >
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
