import { Button, Text } from '@chakra-ui/react';
import { LuBookOpen } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyPanel } from '../../components/EmptyPanel';
import { ArticleCard } from './ArticleCard';
import { ArticleGrid } from './ArticleGrid';
import { ArticleGridSkeleton } from './ArticleGridSkeleton';
import type { ArticleSummary } from './articleData';
import { articleTexts } from './articleTexts';
import { hubAt } from './CategoryFilter';

interface ArticleResultsProps {
  articles: ArticleSummary[] | undefined;
  isLoading: boolean;
  failed: boolean;
  category: string | null;
}

/** The hub's cards, or what stands in for them: loading, failure, nothing to show. */
export function ArticleResults({ articles, isLoading, failed, category }: ArticleResultsProps) {
  if (failed) {
    return (
      <Text role="alert" color="fg.error" py="10" textAlign="center">
        {articleTexts.listFailed}
      </Text>
    );
  }
  if (isLoading || !articles) return <ArticleGridSkeleton />;
  if (articles.length === 0) {
    return (
      <EmptyPanel
        icon={LuBookOpen}
        title={category ? `No ${category} articles yet` : 'No articles yet'}
        description="New guides are added regularly. Please check back soon."
      >
        {category && (
          <Button variant="outline" asChild>
            <RouterLink to={hubAt(null)} replace>
              Show all articles
            </RouterLink>
          </Button>
        )}
      </EmptyPanel>
    );
  }
  return (
    <ArticleGrid>
      {articles.map((article) => (
        <ArticleCard key={article.id} article={article} />
      ))}
    </ArticleGrid>
  );
}
