import { Box, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import {
  type ActivityWeek,
  activitySeries,
  axisTicks,
  weekDay,
  weekLabel,
  weekMonth,
} from './activitySeries';

const plotHeight = '40';

/**
 * The weeks as CSS bars over a count axis with round ticks and gridlines, every week labelled by
 * its first day and each month named under its first week (so twelve labels fit a phone). Hidden
 * from screen readers: the table beside it holds the same numbers.
 */
export function WeeklyBars({ weeks }: { weeks: ActivityWeek[] }) {
  const ticks = axisTicks(
    Math.max(...weeks.flatMap((week) => [week.quoteRequests, week.registrations])),
  );
  const top = ticks.at(-1) ?? 1;
  const at = (value: number) => `${(value / top) * 100}%`;
  return (
    <Stack gap="1" aria-hidden>
      <Text fontSize="xs" color="fg.muted">
        Number per week
      </Text>
      <Grid templateColumns="auto minmax(0, 1fr)" columnGap="2">
        <Box position="relative" h={plotHeight} minW="6">
          {ticks.map((tick) => (
            <Text
              key={tick}
              position="absolute"
              right="0"
              bottom={at(tick)}
              transform="translateY(50%)"
              fontSize="xs"
              color="fg.muted"
              lineHeight="1"
            >
              {tick}
            </Text>
          ))}
        </Box>
        <Box position="relative" h={plotHeight} borderBottomWidth="1px" borderLeftWidth="1px">
          {ticks.slice(1).map((tick) => (
            <Box
              key={tick}
              position="absolute"
              insetX="0"
              bottom={at(tick)}
              borderTopWidth="1px"
              borderStyle="dashed"
              borderColor="border.muted"
            />
          ))}
          <HStack position="relative" h="full" align="end" gap={{ base: '1', md: '2' }} px="1">
            {weeks.map((week) => (
              <HStack
                key={week.weekStart}
                flex="1"
                h="full"
                align="end"
                gap="px"
                title={`Week of ${weekLabel(week.weekStart)}: ${week.quoteRequests} quote requests, ${week.registrations} registrations`}
              >
                {activitySeries.map((entry) => (
                  <Box
                    key={entry.key}
                    flex="1"
                    bg={entry.color}
                    roundedTop="sm"
                    minH={week[entry.key] > 0 ? '1' : '0'}
                    h={at(week[entry.key])}
                  />
                ))}
              </HStack>
            ))}
          </HStack>
        </Box>
        <Box />
        <HStack gap={{ base: '1', md: '2' }} px="1" pt="1" align="start">
          {weeks.map((week, index) => {
            const previous = weeks[index - 1];
            const newMonth =
              !previous || weekMonth(previous.weekStart) !== weekMonth(week.weekStart);
            return (
              <Stack key={week.weekStart} flex="1" gap="0" fontSize="xs" minW="0">
                <Text textAlign="center">{weekDay(week.weekStart)}</Text>
                <Text color="fg.muted" whiteSpace="nowrap" minH="4">
                  {newMonth ? weekMonth(week.weekStart) : ''}
                </Text>
              </Stack>
            );
          })}
        </HStack>
      </Grid>
      <Text fontSize="xs" color="fg.muted" textAlign="center">
        Week starting
      </Text>
    </Stack>
  );
}
