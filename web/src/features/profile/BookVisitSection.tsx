import {
  Alert,
  Button,
  Card,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useId, useState } from 'react';
import { limits } from '#schema/limits';
import { needsAppAttribute } from '#schema/page-waking';
import { type BookingInput, bookingRules } from '#schema/rules';
import { api } from '../../api/client';
import { useApiAction } from '../../api/useApiAction';
import { useCurrentUser } from '../../api/useCurrentUser';
import { FormAlert } from '../../components/FormAlert';
import { FormField } from '../../components/FormField';
import { useForm } from '../../components/form/useForm';
import { addDaysTo, visitDayKey, visitWhen } from '../../lib/visitTime';
import { ProfileSection } from './ProfileSection';
import { SlotPicker } from './SlotPicker';
import { useSlots } from './useSlots';

export const bookVisitTexts = {
  title: 'Book a survey visit',
  intro: 'Choose a time for a survey visit at your home. Times are UK time.',
  none: 'No free times in these two weeks.',
  later: 'Later dates',
  earlier: 'Earlier dates',
  submit: 'Book this visit',
  chooseTime: 'Choose a time above first.',
  bookedTitle: 'Visit booked',
  heldTitle: 'Check your e-mail to confirm',
  failed: 'Free times could not be loaded.',
} as const;

interface BookVisitSectionProps {
  listingId: number;
  listingName: string;
  headingAs: 'h2' | 'h3';
}

/**
 * "Book a survey visit" on a profile (docs/product/business-side.md §10.5): shown only when the
 * listing takes bookings (its plan includes Direct booking and it has published hours).
 */
export function BookVisitSection({ listingId, listingName, headingAs }: BookVisitSectionProps) {
  const [from, setFrom] = useState('');
  const slots = useSlots(listingId, from);
  const labelId = useId();
  const { user } = useCurrentUser();
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [chosenStart, setChosenStart] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<{ status: string; start: string } | null>(null);
  const form = useForm(bookingRules, {
    start: '',
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: '',
    note: '',
  });
  const [book, isBooking] = useApiAction(
    (input: BookingInput) =>
      api.tradesmen[':id'].bookings.$post({ param: { id: String(listingId) }, json: input }),
    {
      onSuccess: (answer) => setDone({ status: answer.status, start: answer.start }),
      onFailure: async (failure) => {
        setProblem(failure.message ?? 'Your visit could not be booked. Please try again.');
        // Taken meanwhile (409) or passed (400): the time goes, the free times are read again.
        if (failure.status === 409 || failure.status === 400) {
          setChosenStart(null);
          await slots.mutate();
        }
      },
    },
  );

  // Not offered (null), or not read: the profile simply has no booking section.
  if (slots.error || !slots.data) return null;
  if (done) {
    return (
      <ProfileSection title={bookVisitTexts.title} headingAs={headingAs}>
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {done.status === 'confirmed' ? bookVisitTexts.bookedTitle : bookVisitTexts.heldTitle}
            </Alert.Title>
            <Alert.Description>
              {done.status === 'confirmed'
                ? `Your survey visit with ${listingName} is booked for ${visitWhen(done.start)}. We have e-mailed you a calendar entry.`
                : `We hold ${visitWhen(done.start)} for you for ${limits.bookingHoldMinutes} minutes. Open the link we e-mailed you to confirm the visit.`}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </ProfileSection>
    );
  }
  const { slots: open, from: shownFrom } = slots.data;
  return (
    <ProfileSection title={bookVisitTexts.title} headingAs={headingAs}>
      {/* Its days, times and weeks are buttons only the app answers (docs/decisions/006). */}
      <Card.Root {...{ [needsAppAttribute]: '' }}>
        <Card.Body gap="5">
          <Text color="fg.muted" id={labelId}>
            {bookVisitTexts.intro}
          </Text>
          {open.length === 0 ? (
            <Text>{bookVisitTexts.none}</Text>
          ) : (
            <SlotPicker
              slots={open}
              chosenDay={chosenDay}
              chosenStart={chosenStart}
              onChooseDay={(day) => {
                setChosenDay(day);
                setChosenStart(null);
              }}
              onChooseStart={(start) => {
                setChosenStart(start);
                // The chosen time is one of the form's values, checked by the rule with the rest.
                form.setField('start', start);
                // A signed-in homeowner's details, if known by now and not typed over.
                if (user && !form.values.name) form.setField('name', user.name);
                if (user && !form.values.email) form.setField('email', user.email);
                setProblem(null);
              }}
              labelId={labelId}
            />
          )}
          <HStack gap="2">
            {shownFrom > visitDayKey(new Date().toISOString()) && (
              <Button size="sm" variant="ghost" onClick={() => setFrom(addDaysTo(shownFrom, -14))}>
                {bookVisitTexts.earlier}
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={() => setFrom(addDaysTo(shownFrom, 14))}>
              {bookVisitTexts.later}
            </Button>
          </HStack>
          {/* Outside the form: after a lost race the time is gone, the details typed stay. */}
          {problem && <FormAlert message={problem} />}
          {chosenStart && (
            <Stack asChild gap="4">
              <form
                noValidate
                aria-label={`Your details for ${visitWhen(chosenStart)}`}
                onSubmit={form.submit((input) => void book(input))}
              >
                <Text fontWeight="semibold">{visitWhen(chosenStart)}</Text>
                <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                  <FormField label="Full name" required error={form.errors.name}>
                    <Input {...form.field('name')} autoComplete="name" />
                  </FormField>
                  <FormField label="Email" required error={form.errors.email}>
                    <Input {...form.field('email')} type="email" autoComplete="email" />
                  </FormField>
                  <FormField label="Phone" required error={form.errors.phone}>
                    <Input {...form.field('phone')} type="tel" autoComplete="tel" />
                  </FormField>
                </SimpleGrid>
                <FormField
                  label="Anything the surveyor should know (optional)"
                  error={form.errors.note}
                >
                  <Textarea {...form.field('note')} rows={3} />
                </FormField>
                <Button type="submit" loading={isBooking} w={{ base: 'full', sm: 'fit-content' }}>
                  {bookVisitTexts.submit}
                </Button>
              </form>
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </ProfileSection>
  );
}
