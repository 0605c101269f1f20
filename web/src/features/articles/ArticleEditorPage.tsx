import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ArticleEditorForm } from './ArticleEditorForm';
import { ArticleEditorSkeleton } from './ArticleEditorSkeleton';
import { ArticleNotFound } from './ArticleNotFound';
import { articleTexts } from './articleTexts';
import { BackToHub } from './BackToHub';
import { useArticle } from './useArticle';

/**
 * One screen for both flavours (docs/product/public-site.md §2.7): a route with an id edits that
 * article, one without creates. The route lets only staff in, so the Access Denied panel lives
 * there.
 */
export function ArticleEditorPage() {
  const { id } = useParams();
  const { data: article, error } = useArticle(id);
  useDocumentTitle(id ? article && `Edit Article: ${article.title}` : 'New Article');
  if (error) return <ArticleNotFound message={articleTexts.editNotFound} />;
  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <BackToHub />
      <Stack gap="2" mb="8">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
          {id ? 'Edit Article' : 'New Article'}
        </Heading>
        <Text color="fg.muted">
          Write for Hertfordshire homeowners: plain words, real costs, and what to ask an installer.
        </Text>
      </Stack>
      {id && !article ? (
        <ArticleEditorSkeleton />
      ) : (
        <ArticleEditorForm key={article?.id ?? 'new'} article={article} />
      )}
    </Container>
  );
}
