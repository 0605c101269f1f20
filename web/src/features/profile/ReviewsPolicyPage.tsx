import { Container, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

const sections = [
  {
    title: 'Who can write a review',
    points: [
      'Only a homeowner who asked for a quote through this site, while signed in, can review that job.',
      'They can write it once the tradesperson has marked the job completed, and only once per job.',
      'Tradespeople cannot review themselves or anyone else; we do not buy, import or invent reviews.',
      'Each review says “Verified customer — job completed” with the month and year the job was completed.',
    ],
  },
  {
    title: 'What we never do',
    points: [
      'We never edit what a homeowner wrote, or change their rating.',
      'We never hide a review because it is negative, and businesses cannot pay to remove one.',
      'The rating and review count on a profile are worked out from the reviews shown there.',
      'The business can post one public reply to each review; it appears under the review.',
    ],
  },
  {
    title: 'What moderation removes',
    points: [
      'Anyone signed in can report a review. A moderator reads every report.',
      'We remove a review only if it breaks the law or these rules: personal details, abuse or threats, content about a different business or job, or a conflict of interest.',
      'A removed review is not deleted quietly: its place on the profile says “Removed by moderators” with the reason, and it no longer counts towards the rating.',
      'If a report is not upheld, the review stays as it was.',
    ],
  },
];

/** /reviews-policy: how reviews are collected and moderated, in plain words. */
export function ReviewsPolicyPage() {
  useDocumentTitle('How reviews work');
  return (
    <Container maxW="3xl" py={{ base: 8, md: 14 }}>
      <Stack gap="8">
        <Stack gap="3">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            How reviews work
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            Reviews on Retrofit Smarter Greener come only from homeowners whose job was arranged
            through this site, so you can trust that each one is from a real customer.
          </Text>
        </Stack>
        {sections.map((section) => (
          <Stack as="section" key={section.title} gap="3">
            <Heading as="h2" size="lg">
              {section.title}
            </Heading>
            <List.Root gap="2" ps="5">
              {section.points.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List.Root>
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
