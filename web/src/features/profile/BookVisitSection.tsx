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
import { useEffect, useId, useRef, useState } from 'react';
import { limits } from '#schema/limits';
import { type BookingInput, bookingRules } from '#schema/rules';
import { api } from '../../api/client';
import { useApiAction } from '../../api/useApiAction';
import { useCurrentUser } from '../../api/useCurrentUser';
import { FormAlert } from '../../components/FormAlert';
import { FormField } from '../../components/FormField';
import { useForm } from '../../components/form/useForm';
import { postedPart, usePostedForm } from '../../lib/postedForm';
import { addDaysTo, visitDayKey, visitWhen } from '../../lib/visitTime';
import { ProfileSection } from './ProfileSection';
import { Choice, SlotPicker } from './SlotPicker';
import { useSlots } from './useSlots';
import { bookSectionId, readVisitChoice, type VisitChoice, visitChoiceHref } from './visitAddress';

export const bookVisitTexts = {
  title: 'Book a survey visit',
  intro: 'Choose a time for a survey visit at your home. Times are UK time.',
  none: 'No free times in these two weeks.',
  later: 'Later dates',
  earlier: 'Earlier dates',
  submit: 'Book this visit',
  chooseTime: 'Choose a time above first.',
  details: 'Your details',
  bookedTitle: 'Visit booked',
  heldTitle: 'Check your e-mail to confirm',
  failed: 'Free times could not be loaded.',
} as const;

interface BookVisitSectionProps {
  listingId: number;
  listingName: string;
  headingAs: 'h2' | 'h3';
  /**
   * A profile page's address, which says the fortnight, day and time chosen: the choices are then
   * links and the details a form that posts, so all of it works before the app has loaded.
   */
  address?: URLSearchParams;
}

const emptyBooking = { start: '', name: '', email: '', phone: '', note: '' };

/**
 * "Book a survey visit" on a profile (docs/product/business-side.md §10.5): shown only when the
 * listing takes bookings (its plan includes Direct booking and it has published hours). On a
 * profile page it posts to the page itself until the app has taken the page over
 * (worker/routes/posted-forms.ts), which answers with the page: the visit held, or the details as
 * typed with their messages, or why the time was refused.
 */
export function BookVisitSection({
  listingId,
  listingName,
  headingAs,
  address,
}: BookVisitSectionProps) {
  const chosen = address ? readVisitChoice(address) : null;
  const postedForm = usePostedForm();
  // A profile page's only form is this one.
  const posted = address && postedForm;
  const [from, setFrom] = useState(chosen?.from ?? '');
  const slots = useSlots(listingId, from);
  const labelId = useId();
  const formId = useId();
  const { user } = useCurrentUser();
  const [chosenDay, setChosenDay] = useState(chosen?.day ?? null);
  const [chosenStart, setChosenStart] = useState(posted?.values.start || chosen?.start || null);
  const [problem, setProblem] = useState(posted?.refusal ?? null);
  // Posted without the app, a visit is held until the e-mailed link confirms it, unless a signed-in
  // homeowner's session went with it (the Worker says which).
  const [done, setDone] = useState<{ status: string; start: string } | null>(
    posted?.sent ? { status: posted.outcome ?? 'pending', start: posted.values.start ?? '' } : null,
  );
  const postedDetails = posted && postedPart(bookingRules, emptyBooking, posted);
  const form = useForm(
    bookingRules,
    postedDetails?.values ?? {
      ...emptyBooking,
      start: chosenStart ?? '',
      name: user?.name ?? '',
      email: user?.email ?? '',
    },
    postedDetails?.errors,
  );
  // The signed-in homeowner may be known only after the form opened (a page that opened at a time
  // its address chose): once known, their name and e-mail fill what nothing is typed in.
  const filledFromAccount = useRef(false);
  useEffect(() => {
    if (!user || filledFromAccount.current) return;
    filledFromAccount.current = true;
    if (!form.values.name) form.setField('name', user.name);
    if (!form.values.email) form.setField('email', user.email);
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
      <ProfileSection title={bookVisitTexts.title} headingAs={headingAs} id={bookSectionId}>
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
  // A time the address or a post named that is no longer free (taken meanwhile) is not chosen.
  const start = open.some((slot) => slot.start === chosenStart) ? chosenStart : null;
  const day = start ? visitDayKey(start) : chosenDay;
  // The same page with another choice (on a profile page), or none (in the profile dialog).
  const hrefTo = address && ((choice: VisitChoice) => visitChoiceHref(address, choice));
  // A page that holds details it posted (a message, or the time taken meanwhile): each choice
  // sends them along with it, so the next time keeps what was typed.
  const keeping = hrefTo && posted ? formId : undefined;
  const earlier = addDaysTo(shownFrom, -14);
  const later = addDaysTo(shownFrom, 14);
  const fortnight = (label: string, first: string) => (
    <Choice
      size="sm"
      variant="ghost"
      href={hrefTo?.({ from: first, day: null, start: null })}
      keeping={keeping}
      onChoose={() => setFrom(first)}
    >
      {label}
    </Choice>
  );
  return (
    <ProfileSection title={bookVisitTexts.title} headingAs={headingAs} id={bookSectionId}>
      <Card.Root>
        <Card.Body gap="5">
          <Text color="fg.muted" id={labelId}>
            {bookVisitTexts.intro}
          </Text>
          {/* Enter in a field sends a form by its first submit button in the page's order, which
              would be a day's (they belong to the form while it keeps details): this one, first
              and unseen, books the time chosen instead. */}
          {keeping && start && <button type="submit" form={formId} hidden />}
          {open.length === 0 ? (
            <Text>{bookVisitTexts.none}</Text>
          ) : (
            <SlotPicker
              slots={open}
              chosenDay={day}
              chosenStart={start}
              onChooseDay={(day) => {
                setChosenDay(day);
                setChosenStart(null);
              }}
              onChooseStart={(start) => {
                setChosenStart(start);
                // The chosen time is one of the form's values, checked by the rule with the rest.
                form.setField('start', start);
                setProblem(null);
              }}
              labelId={labelId}
              timesHeadingAs={headingAs === 'h2' ? 'h3' : 'h4'}
              hrefs={
                hrefTo && {
                  day: (key) => hrefTo({ from, day: key, start: null }),
                  start: (time) => hrefTo({ from, day: visitDayKey(time), start: time }),
                  keeping,
                }
              }
            />
          )}
          <HStack gap="2">
            {shownFrom > visitDayKey(new Date().toISOString()) &&
              fortnight(bookVisitTexts.earlier, earlier)}
            {fortnight(bookVisitTexts.later, later)}
          </HStack>
          {/* Outside the form: after a lost race the time is gone, the details typed stay. */}
          {problem && <FormAlert message={problem} />}
          {(start || keeping) && (
            <Stack asChild gap="4">
              <form
                id={formId}
                method="post"
                action={hrefTo?.({ from, day, start })}
                noValidate
                aria-label={start ? `Your details for ${visitWhen(start)}` : bookVisitTexts.details}
                onSubmit={form.submit((input) => void book(input))}
              >
                {start && <input type="hidden" name="start" value={start} />}
                <Text fontWeight="semibold">
                  {start ? visitWhen(start) : bookVisitTexts.chooseTime}
                </Text>
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
                {start && (
                  <Button type="submit" loading={isBooking} w={{ base: 'full', sm: 'fit-content' }}>
                    {bookVisitTexts.submit}
                  </Button>
                )}
              </form>
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </ProfileSection>
  );
}
