import { NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { propertySizes } from '../../../../schema/catalogues';
import { FormField } from '../../components/FormField';
import type { FieldErrors } from '../../lib/checkForm';
import { timelineLabels } from '../../lib/quoteTimelines';
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
        <FormField label="Property size" error={errors.propertySize} required>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={values.propertySize}
              onChange={(event) => onChange('propertySize', event.currentTarget.value)}
            >
              <option value="" disabled>
                Choose a size
              </option>
              {propertySizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Timeline" error={errors.timeline} required>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={values.timeline}
              onChange={(event) => onChange('timeline', event.currentTarget.value)}
            >
              <option value="" disabled>
                Choose a timeline
              </option>
              {timelines.map((timeline) => (
                <option key={timeline} value={timeline}>
                  {timelineLabels[timeline]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Stack>
      <FormField label="Project description" error={errors.description} required>
        <Textarea
          rows={5}
          value={values.description}
          onChange={(event) => onChange('description', event.currentTarget.value)}
          placeholder="What would you like done? Mention the rooms, roof or system involved and anything already in place."
        />
      </FormField>
    </Stack>
  );
}
