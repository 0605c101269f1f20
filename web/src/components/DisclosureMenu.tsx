import { Box, type BoxProps, Link, type LinkProps } from '@chakra-ui/react';

/**
 * The panel of a menu that is a native disclosure (`<details>`), below its button at the end: the
 * phone menu, and the avatar menu a server-rendered page draws before its app (AccountMenuTemplate).
 */
export function DisclosurePanel(props: BoxProps) {
  return (
    <Box
      position="absolute"
      insetEnd="0"
      top="full"
      mt="2"
      minW="56"
      p="1"
      bg="bg.panel"
      borderWidth="1px"
      rounded="l2"
      shadow="lg"
      zIndex="dropdown"
      {...props}
    />
  );
}

/** One entry of such a panel: a link (as its child) the width of the panel. */
export function DisclosureLink(props: LinkProps) {
  return (
    <Link
      asChild
      display="flex"
      alignItems="center"
      gap="2"
      px="3"
      py="2"
      rounded="l1"
      color="fg"
      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      {...props}
    />
  );
}
