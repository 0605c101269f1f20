import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Center minH="60vh" px="6" py="16">
      <Stack gap="4" align="center" textAlign="center" maxW="md">
        <Text fontSize="6xl" fontWeight="bold" color="colorPalette.fg" lineHeight="1">
          404
        </Text>
        <Heading as="h1" size="2xl">
          Page not found
        </Heading>
        <Text color="fg.muted">The page you are looking for does not exist or has moved.</Text>
        <Button asChild mt="2">
          <RouterLink to="/">Back to Home</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
