import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { articleTexts } from './articleTexts';

/**
 * Under an article tagged 'grants': the checker, whose amounts come from the scheme catalogue
 * rather than from article text that could go stale (docs/product/public-site.md §10.9).
 */
export function GrantCheckerCallout() {
  return (
    <Card.Root variant="subtle" size="sm">
      <Card.Body>
        <Stack gap="3" align="start">
          <Heading as="h2" size="md">
            {articleTexts.grantCheckerTitle}
          </Heading>
          <Text>{articleTexts.grantCheckerText}</Text>
          <Button asChild>
            <RouterLink to="/grants">
              {articleTexts.grantCheckerAction} <LuArrowRight aria-hidden />
            </RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
