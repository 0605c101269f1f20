import { Box, CloseButton, Flex, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck } from 'react-icons/lu';
import { accountParts, islandControlAttribute, partMark } from '#schema/page-waking';

const part = (name: keyof typeof accountParts) => partMark(accountParts, name);

/**
 * The toast a sign-out leaves for the page it reloads at ('Logged Out'), as the account island
 * shows it on a server-rendered page without the app (part of AccountMenuTemplate, decision 006):
 * placed and coloured as the app's success toast (Toaster: at the top on a phone, the bottom end
 * on a wide screen).
 */
export function FarewellToast() {
  return (
    <Box
      position="fixed"
      zIndex="toast"
      top={{ base: '4', md: 'auto' }}
      bottom={{ md: '4' }}
      insetStart={{ base: '4', md: 'auto' }}
      insetEnd="4"
      w={{ md: 'sm' }}
      role="status"
      {...part('farewell')}
    >
      <Flex
        gap="3"
        py="4"
        ps="4"
        pe="6"
        rounded="l2"
        bg="green.solid"
        color="green.contrast"
        boxShadow="xl"
        position="relative"
        alignItems="flex-start"
      >
        <Box as={LuCircleCheck} boxSize="5" flexShrink="0" aria-hidden />
        <Stack gap="1" flex="1" maxW="full">
          <Text fontWeight="medium" textStyle="sm" me="2" {...part('farewellTitle')} />
          <Text textStyle="sm" opacity="0.8" {...part('farewellDescription')} />
        </Stack>
        <CloseButton
          size="2xs"
          variant="plain"
          color="currentColor"
          position="absolute"
          top="1"
          insetEnd="1"
          aria-label="Close"
          {...part('farewellClose')}
          {...{ [islandControlAttribute]: '' }}
        />
      </Flex>
    </Box>
  );
}
