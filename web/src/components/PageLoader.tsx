import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

interface PageLoaderProps {
  label?: string;
  /** Fill the whole viewport, for when the shell itself is not shown yet. */
  fullScreen?: boolean;
}

export function PageLoader({ label = 'Loading...', fullScreen = false }: PageLoaderProps) {
  return (
    <Center minH={fullScreen ? '100dvh' : '50vh'} role="status" aria-live="polite">
      <VStack gap="4">
        <Spinner size="xl" color="colorPalette.solid" borderWidth="3px" />
        <Text color="fg.muted">{label}</Text>
      </VStack>
    </Center>
  );
}
