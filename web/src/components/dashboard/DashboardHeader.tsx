import { Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface DashboardHeaderProps {
  title: string;
  subtitle: string;
  /** Shown beside the subtitle, e.g. the plan badge. */
  badges?: ReactNode;
  /** The header's buttons, e.g. Log Out. */
  actions: ReactNode;
}

/** The top of a dashboard: who is signed in, and the ways out. */
export function DashboardHeader({ title, subtitle, badges, actions }: DashboardHeaderProps) {
  return (
    <Flex
      as="header"
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'center' }}
      justify="space-between"
      gap="4"
      mb="8"
    >
      <Stack gap="1" minW="0">
        <Heading
          as="h1"
          size={{ base: '2xl', md: '3xl' }}
          letterSpacing="tight"
          overflowWrap="anywhere"
        >
          {title}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Text color="fg.muted">{subtitle}</Text>
          {badges}
        </HStack>
      </Stack>
      <HStack gap="2" flexShrink="0">
        {actions}
      </HStack>
    </Flex>
  );
}
