import { StatItem } from '../../components/StatItem';
import { StatList } from '../../components/StatList';
import { memberSinceYear, responseRateText } from '../../entities/tradesman/tradesmanFacts';
import type { Tradesman } from '../../entities/tradesman/useTradesman';

/** Rating, completed jobs, response rate (with the usual reply time) and member-since year. */
export function ProfileStats({ tradesman }: { tradesman: Tradesman }) {
  const { ratings, completedJobs, responseRate, responseTime, createdAt } = tradesman;
  const stats = [
    {
      label: 'Rating',
      value: ratings.count > 0 ? Number(ratings.average).toFixed(1) : '–',
      help:
        ratings.count > 0
          ? `${ratings.count} ${ratings.count === 1 ? 'review' : 'reviews'}`
          : 'No reviews yet',
    },
    { label: 'Completed jobs', value: String(completedJobs) },
    {
      label: 'Response rate',
      value: responseRateText(responseRate),
      help:
        responseTime ?? (responseRate === null ? 'Too few requests yet' : 'Answered in 48 hours'),
    },
    { label: 'Member since', value: String(memberSinceYear(createdAt)) },
  ];
  return (
    <StatList columns={{ base: 2, md: 4 }} gap="3">
      {stats.map((stat) => (
        <StatItem
          key={stat.label}
          borderWidth="1px"
          rounded="lg"
          px="4"
          py="3"
          bg="bg.subtle"
          label={stat.label}
          value={stat.value}
          valueProps={{ fontSize: '2xl' }}
          help={stat.help}
        />
      ))}
    </StatList>
  );
}
