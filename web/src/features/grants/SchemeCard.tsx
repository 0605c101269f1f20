import { Badge, Card, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { LuArrowRight, LuExternalLink } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import {
  type ClaimableGrant,
  claimableGrantNames,
  grantMeasureLabels,
  grantMeasureServices,
} from '#schema/grant-questions';
import { formatDate } from '../../lib/formatDate';
import { grantStatusLabels, grantStatusPalettes, grantTexts } from './grantTexts';
import type { SchemeResult } from './useGrantCheck';

type MeasureResult = SchemeResult['measures'][number];

/** Where a measure's trades are: those who can claim the grant, else those who offer the work. */
function tradesLink(measure: MeasureResult) {
  if (measure.installers) {
    const grant = measure.installers.grant as ClaimableGrant;
    return {
      to: `/directory?grant=${grant}&measure=${measure.installers.measure}`,
      label: grantTexts.installers(claimableGrantNames[grant]),
    };
  }
  const service = grantMeasureServices[measure.measure];
  return service
    ? {
        to: `/directory?q=${encodeURIComponent(service)}`,
        label: grantTexts.findTrades(grantMeasureLabels[measure.measure]),
      }
    : null;
}

/** One scheme's answer: status, amount, reason, what to do, and its source and dates. */
export function SchemeCard({ scheme }: { scheme: SchemeResult }) {
  const headingId = useId();
  const open = scheme.status !== 'not-eligible';
  const links = open
    ? scheme.measures
        .filter((measure) => measure.status !== 'not-eligible')
        .map(tradesLink)
        .filter((link) => link !== null)
        .filter((link, index, all) => all.findIndex((other) => other.to === link.to) === index)
    : [];
  return (
    <Card.Root as="article" aria-labelledby={headingId} variant="outline" size="sm">
      <Card.Body gap="3" p={{ base: 4, md: 5 }}>
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <Card.Title as="h3" id={headingId} fontSize="lg">
            {scheme.name}
          </Card.Title>
          <Badge colorPalette={grantStatusPalettes[scheme.status]} variant="subtle" size="md">
            {grantStatusLabels[scheme.status]}
          </Badge>
        </HStack>
        {open && scheme.amount && (
          <Text
            fontSize={scheme.amount.length > 24 ? 'lg' : '2xl'}
            fontWeight="bold"
            lineHeight="short"
          >
            {scheme.amount}
          </Text>
        )}
        <Text>{scheme.reason}</Text>
        {scheme.uncertain && open && (
          <Text fontSize="sm" color="fg.muted">
            <Text as="strong" color="fg">
              {grantTexts.uncertain}:
            </Text>{' '}
            {scheme.uncertain.note}
          </Text>
        )}
        {scheme.endingSoon && scheme.endsOn && (
          <Text fontSize="sm" fontWeight="medium" color="fg.warning">
            {grantTexts.endsSoon(formatDate(scheme.endsOn))}
          </Text>
        )}
        {open && (
          <Stack gap="1">
            <Text fontWeight="semibold" fontSize="sm">
              {grantTexts.whatToDo}
            </Text>
            <Text fontSize="sm">{scheme.action}</Text>
          </Stack>
        )}
        {links.length > 0 && (
          <List.Root gap="2" listStyle="none">
            {links.map((link) => (
              <List.Item key={link.to}>
                <Link asChild fontWeight="semibold" colorPalette="green">
                  <RouterLink to={link.to}>
                    {link.label} <LuArrowRight aria-hidden />
                  </RouterLink>
                </Link>
              </List.Item>
            ))}
            <List.Item fontSize="sm" color="fg.muted">
              {grantTexts.pickThree}
            </List.Item>
          </List.Root>
        )}
        <HStack columnGap="4" rowGap="1" wrap="wrap" fontSize="sm" color="fg.muted">
          <Link href={scheme.sourceUrl} target="_blank" rel="noopener" color="fg.muted">
            {grantTexts.source}: {new URL(scheme.sourceUrl).hostname.replace(/^www\./, '')}
            <LuExternalLink aria-label="(opens in a new tab)" />
          </Link>
          <span>{grantTexts.lastChecked(formatDate(scheme.lastChecked))}</span>
          {scheme.endsOn && !scheme.endingSoon && (
            <span>{grantTexts.endsOn(formatDate(scheme.endsOn))}</span>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
