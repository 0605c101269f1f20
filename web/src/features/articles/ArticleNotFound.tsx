import { Button, Center, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { LuFileQuestion } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { articleTexts } from './articleTexts';

/** Shown when an article cannot be read: it does not exist, is a draft, or the call failed. */
export function ArticleNotFound({ message }: { message: string }) {
  return (
    <Center minH="50vh" px="6" py="16">
      <Stack gap="4" align="center" textAlign="center" maxW="md">
        <Icon as={LuFileQuestion} boxSize="12" color="fg.muted" aria-hidden />
        <Heading as="h1" size="2xl">
          {articleTexts.notFoundTitle}
        </Heading>
        <Text color="fg.muted">{message}</Text>
        <Button asChild mt="2">
          <RouterLink to="/education">Back to Education Hub</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
