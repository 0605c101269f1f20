import { Box, Card, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import { LuBadgeCheck, LuFileText, LuUserCheck } from 'react-icons/lu';

const steps = [
  {
    icon: LuFileText,
    title: 'Documents first',
    text: 'Each business uploads its registration certificate, insurance certificate, professional qualifications and any trade licences it needs.',
  },
  {
    icon: LuUserCheck,
    title: 'Checked by a person',
    text: 'Our team reviews every document before approving a listing. Anything missing or unclear goes back to the business with a note.',
  },
  {
    icon: LuBadgeCheck,
    title: 'Then the badge',
    text: 'Only then does a listing show the Verified badge. Listings without it are still visible, so you always know which is which.',
  },
];

/** How a listing earns its Verified badge (docs/product/business-side.md §2.3, §2.8). */
export function VerificationSteps() {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      {steps.map((step, index) => (
        <Card.Root key={step.title} variant="outline">
          <Card.Body gap="3">
            <Box
              display="inline-flex"
              alignSelf="start"
              p="2.5"
              rounded="lg"
              bg="colorPalette.subtle"
              color="colorPalette.fg"
            >
              <Icon as={step.icon} boxSize="5" aria-hidden />
            </Box>
            <Card.Title as="h3" fontSize="md">
              {index + 1}. {step.title}
            </Card.Title>
            <Text color="fg.muted" fontSize="sm">
              {step.text}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
