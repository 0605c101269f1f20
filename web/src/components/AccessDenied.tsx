import { Button, Center, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { LuShieldAlert } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { accessDeniedTexts } from '../lib/accountTexts';

interface AccessDeniedProps {
  message: string;
  /** Where the button leads; home unless the page has a better way back. */
  action?: { label: string; to: string };
}

/** Shown in place of a page the user's role may not open. */
export function AccessDenied({
  message,
  action = { label: 'Back to Home', to: '/' },
}: AccessDeniedProps) {
  return (
    <Center minH="60vh" px="6" py="16">
      <Stack gap="4" align="center" textAlign="center" maxW="md">
        <Icon as={LuShieldAlert} boxSize="12" color="fg.error" aria-hidden />
        <Heading as="h1" size="2xl">
          {accessDeniedTexts.title}
        </Heading>
        <Text color="fg.muted">{message}</Text>
        <Button asChild mt="2">
          <RouterLink to={action.to}>{action.label}</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
