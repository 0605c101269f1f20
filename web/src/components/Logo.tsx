import { Box, HStack, Icon, Link, Text } from '@chakra-ui/react';
import { LuLeaf } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';

export function Logo() {
  return (
    <Link
      asChild
      _hover={{ textDecoration: 'none' }}
      flexShrink={0}
      aria-label="Retrofit Smarter Greener"
    >
      <RouterLink to="/">
        <HStack gap="2">
          <Box
            bg="colorPalette.solid"
            color="colorPalette.contrast"
            rounded="lg"
            p="1.5"
            lineHeight="0"
          >
            <Icon as={LuLeaf} boxSize="5" aria-hidden />
          </Box>
          {/* On phones the leaf alone leaves room for the account controls. */}
          <Text
            display={{ base: 'none', sm: 'block' }}
            fontWeight="bold"
            fontSize={{ base: 'md', lg: 'lg' }}
            color="fg"
            letterSpacing="tight"
          >
            Retrofit Smarter Greener
          </Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}
