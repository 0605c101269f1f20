import { Card, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ArticleBadges } from './ArticleBadges';
import { ArticleImage } from './ArticleImage';
import { ArticleMeta } from './ArticleMeta';
import type { ArticleSummary } from './articleData';

/** An article in the hub; the whole card opens it. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  const headingId = useId();
  return (
    <LinkBox asChild>
      <Card.Root
        as="article"
        aria-labelledby={headingId}
        variant="outline"
        overflow="hidden"
        transition="border-color 0.2s, box-shadow 0.2s, transform 0.2s"
        _hover={{ borderColor: 'border.emphasized', shadow: 'md', transform: 'translateY(-2px)' }}
        _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
      >
        <ArticleImage imageUrl={article.imageUrl} category={article.category} alt="" />
        <Card.Body gap="3" p="5">
          <ArticleBadges category={article.category} isPublished={article.isPublished} />
          <Card.Title as="h2" id={headingId} fontSize="lg" lineHeight="short">
            <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
              <RouterLink to={`/education/${article.id}`}>{article.title}</RouterLink>
            </LinkOverlay>
          </Card.Title>
          {article.excerpt && (
            <Text color="fg.muted" fontSize="sm" lineClamp={3}>
              {article.excerpt}
            </Text>
          )}
        </Card.Body>
        <Card.Footer p="5" pt="0" mt="auto">
          <Stack w="full" pt="3" borderTopWidth="1px">
            <ArticleMeta
              author={article.author}
              readTime={article.readTime}
              createdAt={article.createdAt}
              size="xs"
            />
          </Stack>
        </Card.Footer>
      </Card.Root>
    </LinkBox>
  );
}
