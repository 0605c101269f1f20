import { articleCategories } from '#schema/catalogues';
import { draftCardImageAttribute, draftCardTemplateId } from '#schema/page-waking';
import { ArticleCard } from './ArticleCard';
import { ArticleGrid } from './ArticleGrid';
import { ArticleImage } from './ArticleImage';
import { draftCardSentinels, draftPictureKey } from './draftCard';

/**
 * A draft's card in the hub, as an inert template the hub's server-rendered pages carry
 * (worker/routes/pages.ts): the account island draws staff's drafts from it among the published
 * cards with no React (web/src/islands/hubDrafts.ts, docs/decisions/006). It is the app's own
 * ArticleCard, in the grid the hub lays cards in, and beside it the images a card can open with:
 * each category's placeholder and a picture.
 */
export function DraftCardTemplate() {
  return (
    <template id={draftCardTemplateId}>
      <ArticleGrid>
        <ArticleCard
          article={{
            ...draftCardSentinels,
            id: 0,
            authorId: null,
            updatedAt: draftCardSentinels.createdAt,
            imageUrl: null,
            isPublished: false,
            tags: [],
          }}
        />
      </ArticleGrid>
      {[...articleCategories, draftPictureKey].map((key) => (
        <div key={key} {...{ [draftCardImageAttribute]: key }}>
          <ArticleImage imageUrl={key === draftPictureKey ? '/' : null} category={key} alt="" />
        </div>
      ))}
    </template>
  );
}
