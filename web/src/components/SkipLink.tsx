import { Link } from '@chakra-ui/react';

/** Lets keyboard users jump past the header to the page content. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <Link
      href={`#${targetId}`}
      position="absolute"
      left="4"
      top="-20"
      zIndex="skipLink"
      bg="colorPalette.solid"
      color="colorPalette.contrast"
      px="4"
      py="2"
      rounded="md"
      _focusVisible={{ top: '4' }}
    >
      Skip to content
    </Link>
  );
}
