import { HStack, Icon, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuBriefcase, LuClock, LuMapPin, LuStar } from 'react-icons/lu';
import { ratingSummary, responseRateText } from './tradesmanFacts';
import type { Tradesman } from './useTradesman';

interface ListingFactsProps {
  location: string;
  /** Shown as '4.6 (89 reviews)' or 'No reviews yet'. */
  ratings?: Tradesman['ratings'];
  /** Shown when above 0. */
  yearsExperience?: number;
  /** Shown as 'Usually replies within N hours · Response rate N%' ('N/A' until there is data). */
  response?: Pick<Tradesman, 'responseTime' | 'responseRate'>;
}

/** A listing's place and, when given, its rating, years in business and reply speed, wrapping. */
export function ListingFacts({
  location,
  ratings,
  yearsExperience = 0,
  response,
}: ListingFactsProps) {
  const facts: { icon: IconType; text: string }[] = [{ icon: LuMapPin, text: location }];
  if (ratings) facts.push({ icon: LuStar, text: ratingSummary(ratings) });
  if (yearsExperience > 0) {
    const years = `${yearsExperience} ${yearsExperience === 1 ? 'year' : 'years'}`;
    facts.push({ icon: LuBriefcase, text: `${years} in business` });
  }
  if (response) {
    const rate = `Response rate ${responseRateText(response.responseRate)}`;
    facts.push({
      icon: LuClock,
      text: response.responseTime ? `${response.responseTime} · ${rate}` : rate,
    });
  }
  return (
    <HStack columnGap="4" rowGap="0.5" wrap="wrap" color="fg.muted" fontSize="sm">
      {facts.map((fact) => (
        <HStack key={fact.text} gap="1">
          <Icon as={fact.icon} aria-hidden />
          <Text>{fact.text}</Text>
        </HStack>
      ))}
    </HStack>
  );
}
