import { Stack, Textarea } from '@chakra-ui/react';
import { propertySizes } from '#schema/catalogues';
import { FormField } from '../../components/FormField';
import { SelectField } from '../../components/SelectField';
import { timelineLabels } from '../../entities/quote/quoteTimelines';
import type { FieldErrors } from '../../lib/checkForm';
import type { FieldSetter, QuoteProject } from './quoteForm';
import type { QuoteTimelineOptions } from './quoteTexts';

interface QuoteProjectFieldsProps {
  values: QuoteProject;
  onChange: FieldSetter<QuoteProject>;
  /** The timelines this form offers: the dialog and the listing page each have their own. */
  timelines: QuoteTimelineOptions;
  errors?: FieldErrors<QuoteProject>;
}

/** The project part of a quote request: property size, timeline and a description. */
export function QuoteProjectFields({
  values,
  onChange,
  timelines,
  errors = {},
}: QuoteProjectFieldsProps) {
  return (
    <Stack gap="5">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="5">
        <SelectField
          label="Property size"
          name="propertySize"
          first={{ label: 'Choose a size', disabled: true }}
          options={propertySizes}
          value={values.propertySize}
          onChange={(value) => onChange('propertySize', value)}
          error={errors.propertySize}
          required
        />
        <SelectField
          label="Timeline"
          name="timeline"
          first={{ label: 'Choose a timeline', disabled: true }}
          options={timelines.map((timeline) => ({
            value: timeline,
            label: timelineLabels[timeline],
          }))}
          value={values.timeline}
          onChange={(value) => onChange('timeline', value)}
          error={errors.timeline}
          required
        />
      </Stack>
      <FormField label="Project description" error={errors.description} required>
        <Textarea
          name="description"
          rows={5}
          value={values.description}
          onChange={(event) => onChange('description', event.currentTarget.value)}
          placeholder="What would you like done? Mention the rooms, roof or system involved and anything already in place."
        />
      </FormField>
    </Stack>
  );
}
