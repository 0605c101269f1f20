import { Container } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import type { PageReads } from '../../api/pageRead';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ArticleDetailSkeleton } from './ArticleDetailSkeleton';
import { ArticleNotFound } from './ArticleNotFound';
import { ArticleView } from './ArticleView';
import { articleTexts } from './articleTexts';
import { BackToHub } from './BackToHub';
import { articleRead, useArticle } from './useArticle';
import { useArticleAudience } from './useArticleAudience';

/** The article, as a visitor sees it. */
export const articlePageReads: PageReads = ({ params }) => [articleRead(params.id ?? '', 'public')];

/**
 * /education/{id}: one article; any refusal reads as Article Not Found
 * (docs/product/public-site.md §7).
 */
export function ArticlePage() {
  const { id } = useParams();
  const { data: article, error } = useArticle(id);
  const canEdit = useArticleAudience() === 'staff';
  useDocumentTitle(article?.title);
  if (error) return <ArticleNotFound message={articleTexts.notFound} />;
  return (
    <Container maxW="3xl" py={{ base: 8, md: 12 }}>
      <BackToHub />
      {/* Not `isLoading`: SWR reports loading over the answer a server-rendered page arrived with. */}
      {article ? <ArticleView article={article} canEdit={canEdit} /> : <ArticleDetailSkeleton />}
    </Container>
  );
}
