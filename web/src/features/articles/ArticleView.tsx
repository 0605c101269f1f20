import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { LuPencil } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { staffOnlyAttribute } from '#schema/page-waking';
import { ArticleBadges } from './ArticleBadges';
import { ArticleContent } from './ArticleContent';
import { ArticleImage } from './ArticleImage';
import { ArticleMeta } from './ArticleMeta';
import type { Article } from './articleData';
import { GrantCheckerCallout } from './GrantCheckerCallout';

/** Articles tagged so link to the grant checker (docs/product/public-site.md §10.9). */
const grantsTag = 'grants';

interface ArticleViewProps {
  article: Article;
  /**
   * Staff get an Edit button. Anyone else's page holds it for staff only: the page the Worker
   * renders once for all shows it when the account island marks a staff member's (decision 006).
   */
  canEdit: boolean;
}

/** A whole article: badges, title, byline, lead, image and body. */
export function ArticleView({ article, canEdit }: ArticleViewProps) {
  return (
    <Stack as="article" gap="6">
      <Stack gap="4">
        <Flex justify="space-between" align="center" gap="4">
          <ArticleBadges category={article.category} isPublished={article.isPublished} />
          <Button
            asChild
            size="sm"
            variant="outline"
            {...(!canEdit && { [staffOnlyAttribute]: '' })}
          >
            <RouterLink to={`/admin/articles/${article.id}/edit`}>
              <LuPencil aria-hidden /> Edit
            </RouterLink>
          </Button>
        </Flex>
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} letterSpacing="tight" lineHeight="1.15">
          {article.title}
        </Heading>
        <ArticleMeta
          author={article.author}
          readTime={article.readTime}
          createdAt={article.createdAt}
        />
      </Stack>
      {article.excerpt && (
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" lineHeight="tall">
          {article.excerpt}
        </Text>
      )}
      {article.imageUrl && (
        <ArticleImage
          imageUrl={article.imageUrl}
          category={article.category}
          alt={article.title}
          rounded="xl"
        />
      )}
      <ArticleContent content={article.content} />
      {article.tags.some((tag) => tag.toLowerCase() === grantsTag) && <GrantCheckerCallout />}
    </Stack>
  );
}
