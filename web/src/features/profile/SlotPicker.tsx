import {
  Box,
  Button,
  type ButtonProps,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { visitChoiceButton } from '#schema/rules';
import { DialogLink } from '../../components/DialogLink';
import { visitClock, visitDay, visitDayKey } from '../../lib/visitTime';

/** On a profile page, each day's and time's own address (visitAddress.ts). */
export interface SlotHrefs {
  day: (day: string) => string;
  start: (start: string) => string;
  /**
   * The id of the details form, once the page holds details it posted (after a message or a time
   * taken meanwhile): each choice then sends them along, so none is typed again.
   */
  keeping?: string;
}

interface SlotPickerProps {
  slots: { start: string }[];
  chosenDay: string | null;
  chosenStart: string | null;
  onChooseDay: (day: string) => void;
  onChooseStart: (start: string) => void;
  /** The id of the heading naming what is being chosen, for the groups' names. */
  labelId: string;
  /** On a profile page: the days and times are links, so they work before the app has loaded. */
  hrefs?: SlotHrefs;
  /** The times' heading, a level below the section's. */
  timesHeadingAs: 'h3' | 'h4';
}

interface ChoiceProps extends ButtonProps {
  /** Whether it is the one chosen; undefined for a move that is never chosen (a fortnight). */
  chosen?: boolean;
  href: string | undefined;
  /** With `href`: the id of the details form it sends (SlotHrefs.keeping). */
  keeping?: string;
  /** What it chooses when it sends that form (visitChoiceButton): a time, or '' for the rest. */
  choosing?: string;
  onChoose: () => void;
}

/**
 * A choice in the booking section: a button saying whether it is chosen (aria-pressed); on a
 * profile page a link to the page with it chosen (aria-current), which the app answers in place;
 * and on a page holding posted details, a button sending them to that page with the choice.
 */
export function Choice({ chosen, href, keeping, choosing = '', onChoose, ...button }: ChoiceProps) {
  const variant = chosen ? 'solid' : 'outline';
  if (href && keeping) {
    return (
      <Button
        type="submit"
        form={keeping}
        formAction={href}
        name={visitChoiceButton}
        value={choosing}
        variant={variant}
        aria-pressed={chosen}
        onClick={(event) => {
          event.preventDefault();
          onChoose();
        }}
        {...button}
      />
    );
  }
  return href ? (
    <DialogLink
      href={href}
      onOpen={onChoose}
      variant={variant}
      aria-current={chosen || undefined}
      {...button}
    />
  ) : (
    <Button variant={variant} aria-pressed={chosen} onClick={onChoose} {...button} />
  );
}

/** The slots grouped by London day, in order. */
function slotsByDay(slots: { start: string }[]) {
  const days = new Map<string, string[]>();
  for (const { start } of slots) {
    const day = visitDayKey(start);
    days.set(day, [...(days.get(day) ?? []), start]);
  }
  return days;
}

/**
 * Choose a day, then a time (docs/product/business-side.md §10.5). Buttons (or links) that say
 * whether they are chosen: reachable by Tab, chosen by Enter, big enough to tap on a 390 px phone,
 * where the days scroll sideways and the times wrap three to a row.
 */
export function SlotPicker({
  slots,
  chosenDay,
  chosenStart,
  onChooseDay,
  onChooseStart,
  labelId,
  hrefs,
  timesHeadingAs,
}: SlotPickerProps) {
  const days = slotsByDay(slots);
  const day = chosenDay && days.has(chosenDay) ? chosenDay : ([...days.keys()][0] ?? null);
  const times = day ? (days.get(day) ?? []) : [];
  return (
    <Stack gap="4">
      <Box overflowX="auto" pb="1">
        <HStack
          as="ul"
          listStyleType="none"
          gap="2"
          role="list"
          aria-labelledby={labelId}
          w="max-content"
        >
          {[...days.entries()].map(([key, starts]) => {
            const first = starts[0] ?? '';
            const chosen = key === day;
            return (
              <li key={key}>
                <Choice
                  chosen={chosen}
                  href={hrefs?.day(key)}
                  keeping={hrefs?.keeping}
                  onChoose={() => onChooseDay(key)}
                  minW="5.5rem"
                  h="auto"
                  py="2"
                  flexDirection="column"
                  gap="0"
                >
                  <Text as="span">{visitDay(first)}</Text>
                  <Text as="span" fontSize="xs" fontWeight="normal">
                    {starts.length} {starts.length === 1 ? 'time' : 'times'}
                  </Text>
                </Choice>
              </li>
            );
          })}
        </HStack>
      </Box>
      {day && (
        <Stack gap="2">
          <Heading as={timesHeadingAs} size="sm" id={`${labelId}-times`}>
            Times on {visitDay(times[0] ?? '')}
          </Heading>
          <SimpleGrid
            as="ul"
            listStyleType="none"
            columns={{ base: 3, sm: 4, md: 6 }}
            gap="2"
            aria-labelledby={`${labelId}-times`}
          >
            {times.map((start) => (
              <li key={start}>
                <Choice
                  w="full"
                  chosen={start === chosenStart}
                  href={hrefs?.start(start)}
                  keeping={hrefs?.keeping}
                  choosing={start}
                  onChoose={() => onChooseStart(start)}
                >
                  {visitClock(start)}
                </Choice>
              </li>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
