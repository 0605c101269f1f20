import { Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

interface HomeSectionProps {
  title: string;
  description: string;
  /** Shown beside the title, such as a View All link. */
  action?: ReactNode;
  children: ReactNode;
}

/** One band of the home page below the hero, named by its heading. */
export function HomeSection({ title, description, action, children }: HomeSectionProps) {
  const headingId = useId();
  return (
    <Container as="section" aria-labelledby={headingId} maxW="6xl" py={{ base: 10, md: 16 }}>
      <HStack justify="space-between" align="end" gap="4" mb={{ base: 6, md: 8 }}>
        <Stack gap="2">
          <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            {title}
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            {description}
          </Text>
        </Stack>
        {action}
      </HStack>
      {children}
    </Container>
  );
}
