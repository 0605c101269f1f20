import { Button, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import type { PageReads } from '../../api/pageRead';
import { PageSection } from '../../components/PageSection';
import { AddArticleDialog } from './AddArticleDialog';
import { ArticleResults } from './ArticleResults';
import { CategoryFilter } from './CategoryFilter';
import { useArticleAudience } from './useArticleAudience';
import { articlesRead, useArticles } from './useArticles';

/** The hub's first screen: the published articles, as a visitor sees them. */
export const educationPageReads: PageReads = () => [articlesRead('public')];

/** /education: the articles, filtered by category (kept in the URL so a filtered hub can be shared). */
export function EducationPage() {
  const [searchParams] = useSearchParams();
  const category = searchParams.get('category');
  const { data, error, isLoading } = useArticles();
  const isStaff = useArticleAudience() === 'staff';
  const [adding, setAdding] = useState(false);

  return (
    <PageSection
      title="Education Hub"
      description="Guides and articles on solar power, heat pumps, insulation and other ways to make your home greener."
    >
      <Flex
        gap="4"
        mb="8"
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ md: 'start' }}
      >
        <CategoryFilter value={category} />
        {isStaff && (
          <Button flexShrink="0" onClick={() => setAdding(true)}>
            <LuPlus aria-hidden /> Add Article
          </Button>
        )}
      </Flex>
      <ArticleResults
        articles={category ? data?.filter((article) => article.category === category) : data}
        isLoading={isLoading}
        failed={Boolean(error)}
        category={category}
      />
      {isStaff && <AddArticleDialog open={adding} onClose={() => setAdding(false)} />}
    </PageSection>
  );
}
