import {
  Box,
  Button,
  Card,
  Heading,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus, LuTrash2, LuX } from 'react-icons/lu';
import * as v from 'valibot';
import { slotLengths } from '#schema/catalogues';
import { availabilityRules } from '#schema/rules';
import { api } from '../../api/client';
import { useApiAction } from '../../api/useApiAction';
import { FormAlert } from '../../components/FormAlert';
import { FormField } from '../../components/FormField';
import { formatDate } from '../../lib/formatDate';
import type { AvailabilityInput } from './useAvailability';

export const availabilityTexts = {
  title: 'Weekly availability',
  intro:
    'Homeowners can book a survey visit in these hours from your profile, up to 14 days ahead at a time. Times are UK time.',
  addHours: 'Add opening hours',
  slotLength: 'Visit length',
  blackoutTitle: 'Days without visits',
  addBlackout: 'Add day',
  save: 'Publish availability',
  saved: 'Availability published',
  noHours: 'No opening hours: homeowners cannot book a visit until you add some.',
} as const;

export const weekdays = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
/** Monday first, as a UK week is read. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0];

const starting: AvailabilityInput = {
  weekly: [1, 2, 3, 4, 5].map((day) => ({ day, from: '09:00', to: '17:00' })),
  slotMinutes: 60,
  blackout: [],
};

interface AvailabilityEditorProps {
  saved: AvailabilityInput | null;
  onSaved: () => void;
}

/** The trade's survey-visit hours, visit length and days off (docs/product/business-side.md §10.5). */
export function AvailabilityEditor({ saved, onSaved }: AvailabilityEditorProps) {
  const [draft, setDraft] = useState<AvailabilityInput>(saved ?? starting);
  const [blackoutDay, setBlackoutDay] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [save, isSaving] = useApiAction(
    (input: AvailabilityInput) => api.tradesman.availability.$put({ json: input }),
    {
      success: { title: availabilityTexts.saved },
      onSuccess: onSaved,
      onFailure: (failure) =>
        setProblem(failure.message ?? 'Your availability could not be saved.'),
    },
  );
  const hours = draft.weekly;
  const setHours = (index: number, change: Partial<AvailabilityInput['weekly'][number]>) =>
    setDraft({
      ...draft,
      weekly: hours.map((entry, at) => (at === index ? { ...entry, ...change } : entry)),
    });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = v.safeParse(availabilityRules, draft);
    if (!checked.success) {
      setProblem(checked.issues[0].message);
      return;
    }
    setProblem(null);
    void save(checked.output);
  }

  return (
    <Card.Root>
      <Card.Body>
        <Stack asChild gap="5">
          <form noValidate onSubmit={submit} aria-labelledby="availability-title">
            <Stack gap="1">
              <Heading as="h2" size="md" id="availability-title">
                {availabilityTexts.title}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {availabilityTexts.intro}
              </Text>
            </Stack>
            {hours.length === 0 && <Text fontSize="sm">{availabilityTexts.noHours}</Text>}
            <Stack gap="3" as="ul" listStyleType="none">
              {hours.map((entry, index) => {
                const label = `Opening hours ${index + 1}`;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place by position
                  <li key={index}>
                    <HStack gap="2" wrap="wrap" role="group" aria-label={label}>
                      <NativeSelect.Root
                        size="sm"
                        flex={{ base: '1', sm: 'none' }}
                        width={{ sm: '10rem' }}
                      >
                        <NativeSelect.Field
                          aria-label={`${label}: day`}
                          value={entry.day}
                          onChange={(event) => setHours(index, { day: Number(event.target.value) })}
                        >
                          {weekOrder.map((day) => (
                            <option key={day} value={day}>
                              {weekdays[day]}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                      <IconButton
                        order={{ base: 0, sm: 2 }}
                        size="sm"
                        variant="ghost"
                        aria-label={`Remove ${label.toLowerCase()}`}
                        onClick={() =>
                          setDraft({ ...draft, weekly: hours.filter((_, at) => at !== index) })
                        }
                      >
                        <LuTrash2 />
                      </IconButton>
                      <HStack gap="2" order="1" width={{ base: 'full', sm: 'auto' }}>
                        <Input
                          size="sm"
                          type="time"
                          width="8.5rem"
                          aria-label={`${label}: from`}
                          value={entry.from}
                          onChange={(event) => setHours(index, { from: event.target.value })}
                        />
                        <Text fontSize="sm" aria-hidden>
                          to
                        </Text>
                        <Input
                          size="sm"
                          type="time"
                          width="8.5rem"
                          aria-label={`${label}: to`}
                          value={entry.to}
                          onChange={(event) => setHours(index, { to: event.target.value })}
                        />
                      </HStack>
                    </HStack>
                  </li>
                );
              })}
            </Stack>
            <Button
              variant="outline"
              size="sm"
              w="fit-content"
              onClick={() =>
                setDraft({ ...draft, weekly: [...hours, { day: 1, from: '09:00', to: '17:00' }] })
              }
            >
              <LuPlus aria-hidden /> {availabilityTexts.addHours}
            </Button>
            <Box maxW="14rem">
              <FormField label={availabilityTexts.slotLength}>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    value={draft.slotMinutes}
                    onChange={(event) =>
                      setDraft({
                        ...draft,
                        slotMinutes: Number(event.target.value) as AvailabilityInput['slotMinutes'],
                      })
                    }
                  >
                    {slotLengths.map((minutes) => (
                      <option key={minutes} value={minutes}>
                        {minutes} minutes
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </Box>
            <Stack gap="2">
              <HStack gap="2" align="end">
                <Box width="11rem">
                  <FormField label={availabilityTexts.blackoutTitle}>
                    <Input
                      size="sm"
                      type="date"
                      value={blackoutDay}
                      onChange={(event) => setBlackoutDay(event.target.value)}
                    />
                  </FormField>
                </Box>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!blackoutDay}
                  onClick={() => {
                    setDraft({ ...draft, blackout: [...(draft.blackout ?? []), blackoutDay] });
                    setBlackoutDay('');
                  }}
                >
                  {availabilityTexts.addBlackout}
                </Button>
              </HStack>
              <Wrap gap="2" as="ul" listStyleType="none">
                {(draft.blackout ?? []).map((day) => (
                  <li key={day}>
                    <Button
                      size="xs"
                      variant="outline"
                      rounded="full"
                      aria-label={`Remove ${formatDate(day)}`}
                      onClick={() =>
                        setDraft({
                          ...draft,
                          blackout: (draft.blackout ?? []).filter((other) => other !== day),
                        })
                      }
                    >
                      {formatDate(day)} <LuX aria-hidden />
                    </Button>
                  </li>
                ))}
              </Wrap>
            </Stack>
            {problem && <FormAlert message={problem} />}
            <Button type="submit" loading={isSaving} w={{ base: 'full', sm: 'fit-content' }}>
              {availabilityTexts.save}
            </Button>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
