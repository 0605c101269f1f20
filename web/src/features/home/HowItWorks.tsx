import { Box, Circle, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuHandshake, LuMessageSquareText, LuSearch } from 'react-icons/lu';
import { HomeSection } from './HomeSection';

const steps = [
  {
    title: 'Search and compare',
    description:
      'Filter local professionals by service and area, and compare credentials, reviews and experience.',
    icon: LuSearch,
  },
  {
    title: 'Request quotes',
    description:
      'Describe your project once and send it to the businesses you like. Requests are free.',
    icon: LuMessageSquareText,
  },
  {
    title: 'Hire and review',
    description:
      'Choose the quote that suits you, get the work done, then review it to help your neighbours.',
    icon: LuHandshake,
  },
] as const;

export function HowItWorks() {
  return (
    <Box bg="bg.subtle" borderBlockWidth="1px">
      <HomeSection
        title="How it works"
        description="From first search to finished job in three steps."
      >
        <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap={{ base: 6, md: 8 }} listStyle="none">
          {steps.map((step, index) => (
            <Stack as="li" key={step.title} gap="3">
              <Circle
                size="12"
                bg="colorPalette.solid"
                color="colorPalette.contrast"
                position="relative"
              >
                <Icon as={step.icon} boxSize="5" aria-hidden />
              </Circle>
              <Stack gap="1">
                <Text fontSize="sm" fontWeight="semibold" color="colorPalette.fg">
                  Step {index + 1}
                </Text>
                <Heading as="h3" size="lg">
                  {step.title}
                </Heading>
              </Stack>
              <Text color="fg.muted">{step.description}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </HomeSection>
    </Box>
  );
}
