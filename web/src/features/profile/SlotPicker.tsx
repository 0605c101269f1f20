import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { visitClock, visitDay, visitDayKey } from '../../lib/visitTime';

interface SlotPickerProps {
  slots: { start: string }[];
  chosenDay: string | null;
  chosenStart: string | null;
  onChooseDay: (day: string) => void;
  onChooseStart: (start: string) => void;
  /** The id of the heading naming what is being chosen, for the groups' names. */
  labelId: string;
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
 * Choose a day, then a time (docs/product/business-side.md §10.5). Plain buttons that say whether
 * they are chosen (aria-pressed): reachable by Tab, chosen by Enter or Space, big enough to tap on
 * a 390 px phone, where the days scroll sideways and the times wrap three to a row.
 */
export function SlotPicker({
  slots,
  chosenDay,
  chosenStart,
  onChooseDay,
  onChooseStart,
  labelId,
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
                <Button
                  variant={chosen ? 'solid' : 'outline'}
                  aria-pressed={chosen}
                  minW="5.5rem"
                  h="auto"
                  py="2"
                  flexDirection="column"
                  gap="0"
                  onClick={() => onChooseDay(key)}
                >
                  <Text as="span">{visitDay(first)}</Text>
                  <Text as="span" fontSize="xs" fontWeight="normal">
                    {starts.length} {starts.length === 1 ? 'time' : 'times'}
                  </Text>
                </Button>
              </li>
            );
          })}
        </HStack>
      </Box>
      {day && (
        <Stack gap="2">
          <Heading as="h4" size="sm" id={`${labelId}-times`}>
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
                <Button
                  w="full"
                  variant={start === chosenStart ? 'solid' : 'outline'}
                  aria-pressed={start === chosenStart}
                  onClick={() => onChooseStart(start)}
                >
                  {visitClock(start)}
                </Button>
              </li>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
