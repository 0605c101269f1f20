import { Box, Heading, HStack, Icon, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';

interface AudienceCardProps {
  icon: IconType;
  title: string;
  description: string;
  action: string;
  to: string;
}

/** One side of the two-sided hero: the whole card is a link named by its title. */
export function AudienceCard({ icon, title, description, action, to }: AudienceCardProps) {
  return (
    <LinkBox
      as="article"
      bg="bg.panel"
      borderWidth="1px"
      rounded="2xl"
      p={{ base: 6, md: 8 }}
      textAlign="start"
      shadow="sm"
      transition="box-shadow 0.2s, border-color 0.2s, transform 0.2s"
      _hover={{ shadow: 'md', borderColor: 'colorPalette.muted', transform: 'translateY(-2px)' }}
    >
      <Stack gap="4">
        <Box
          bg="colorPalette.subtle"
          color="colorPalette.fg"
          rounded="xl"
          p="3"
          w="fit-content"
          lineHeight="0"
        >
          <Icon as={icon} boxSize="6" aria-hidden />
        </Box>
        <Heading as="h2" size="xl">
          <LinkOverlay asChild>
            <RouterLink to={to}>{title}</RouterLink>
          </LinkOverlay>
        </Heading>
        <Text color="fg.muted">{description}</Text>
        <HStack color="colorPalette.fg" fontWeight="semibold" gap="1.5" aria-hidden>
          <Text>{action}</Text>
          <Icon as={LuArrowRight} />
        </HStack>
      </Stack>
    </LinkBox>
  );
}
