import { Button, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { hubResultsAttribute, staffOnlyAttribute } from '#schema/page-waking';
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
        {isStaff ? (
          <Button flexShrink="0" onClick={() => setAdding(true)}>
            <LuPlus aria-hidden /> Add Article
          </Button>
        ) : (
          // The page the Worker renders once for all: staff's, marked by the account island, opens
          // the editor's own page (decision 006).
          <Button flexShrink="0" asChild {...{ [staffOnlyAttribute]: '' }}>
            <RouterLink to="/admin/articles/new">
              <LuPlus aria-hidden /> Add Article
            </RouterLink>
          </Button>
        )}
      </Flex>
      {/* Where the account island lays staff's drafts on a server-rendered hub. */}
      <div {...{ [hubResultsAttribute]: '' }}>
        <ArticleResults
          articles={category ? data?.filter((article) => article.category === category) : data}
          isLoading={isLoading}
          failed={Boolean(error)}
          category={category}
        />
      </div>
      {isStaff && <AddArticleDialog open={adding} onClose={() => setAdding(false)} />}
    </PageSection>
  );
}
