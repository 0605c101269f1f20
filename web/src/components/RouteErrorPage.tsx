import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** Shown when a page fails to render or its code fails to load (for example after a deploy). */
export function RouteErrorPage() {
  useDocumentTitle('Something went wrong');
  return (
    <Center minH="100dvh" px="6">
      <Stack gap="4" align="center" textAlign="center" maxW="md">
        <Heading as="h1" size="2xl">
          Something went wrong
        </Heading>
        <Text color="fg.muted">
          This page could not be shown. Reloading usually fixes it; if not, please try again later.
        </Text>
        <Button onClick={() => window.location.reload()}>Reload page</Button>
      </Stack>
    </Center>
  );
}
