import { Box, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { dateFormatter } from '#schema/intl';

export interface ChartPoint {
  /** The week's Monday, YYYY-MM-DD. */
  weekStart: string;
  /** Null is "no data" (a week without a request to judge), drawn as no bar. */
  value: number | null;
}

interface WeeklyChartProps {
  title: string;
  points: ChartPoint[];
  /** How a value reads (a count, a percentage). */
  format: (value: number) => string;
  /** The id of the table that holds these figures, read out after the chart's summary. */
  tableId: string;
  /** The largest value the axis shows; defaults to the largest point. */
  max?: number;
}

const width = 240;
const height = 80;

const shortWeek = dateFormatter('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
export const weekLabel = (weekStart: string) => shortWeek(new Date(`${weekStart}T00:00:00Z`));

/**
 * One figure over 12 weeks as plain SVG bars: no chart library, and the numbers are in the table
 * the chart names (docs/product/business-side.md §10.4).
 */
export function WeeklyChart({ title, points, format, tableId, max }: WeeklyChartProps) {
  const titleId = useId();
  const top = Math.max(max ?? 0, ...points.map((point) => point.value ?? 0), 1);
  const slot = width / points.length;
  const latest = points.at(-1);
  const summary = `${title}, last 12 weeks; this week ${
    latest?.value === null || latest === undefined ? 'no data' : format(latest.value)
  }. Figures in the table below.`;
  return (
    <Card.Root size="sm">
      <Card.Body gap="2">
        <Heading as="h3" size="sm" id={titleId}>
          {title}
        </Heading>
        <Text fontSize="2xl" fontWeight="semibold" lineHeight="1">
          {latest?.value === null || latest === undefined ? '–' : format(latest.value)}
          <Text as="span" fontSize="xs" color="fg.muted" fontWeight="normal" ms="2">
            this week
          </Text>
        </Text>
        <Box asChild color="colorPalette.solid" colorPalette="green" w="full" h="auto">
          <svg
            viewBox={`0 0 ${width} ${height}`}
            role="img"
            aria-label={summary}
            aria-describedby={tableId}
          >
            <line
              x1="0"
              x2={width}
              y1={height - 0.5}
              y2={height - 0.5}
              stroke="currentColor"
              opacity="0.3"
            />
            {points.map((point, index) => {
              const barHeight = point.value === null ? 0 : (point.value / top) * (height - 4);
              return (
                <rect
                  key={point.weekStart}
                  x={index * slot + slot * 0.15}
                  y={height - barHeight}
                  width={slot * 0.7}
                  height={barHeight}
                  rx="2"
                  fill="currentColor"
                  opacity={index === points.length - 1 ? 1 : 0.6}
                />
              );
            })}
          </svg>
        </Box>
        <HStack justify="space-between" fontSize="xs" color="fg.muted" aria-hidden>
          <Text as="span">{points[0] && weekLabel(points[0].weekStart)}</Text>
          <Text as="span">{latest && weekLabel(latest.weekStart)}</Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
