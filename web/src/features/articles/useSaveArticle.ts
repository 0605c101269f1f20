import { useSWRConfig } from 'swr';
import type { ArticleInput } from '#schema/rules';
import { api } from '../../api/client';
import { useApiAction } from '../../api/useApiAction';
import { useCurrentUser } from '../../api/useCurrentUser';
import { articleAudiences, articleKey, articleListKey, withSavedArticle } from './articleCache';
import type { Article, ArticleSummary } from './articleData';
import { articleTexts } from './articleTexts';

/**
 * Creates an article (no id) or updates one (docs/product/public-site.md §7), once at a time. The
 * body carries the current user's id as authorId. Success is toasted, the cached lists and the
 * article's own cache get the saved article, and `onSaved` decides where to go; a refusal is
 * toasted with the reason.
 */
export function useSaveArticle(id: string | undefined, onSaved: (article: Article) => void) {
  const { user } = useCurrentUser();
  const { mutate } = useSWRConfig();

  return useApiAction(
    (input: ArticleInput) => {
      const body = { ...input, authorId: user?.id ?? '' };
      return id
        ? api.articles[':id'].$put({ param: { id }, json: body })
        : api.articles.$post({ json: body });
    },
    {
      // A refusal, 401 included, is toasted and the editor keeps the unsaved form on screen.
      signOutOn401: false,
      onSuccess: async (saved: Article) => {
        for (const audience of articleAudiences) {
          await mutate(
            articleListKey(audience),
            (list: ArticleSummary[] | undefined) => list && withSavedArticle(list, saved, audience),
            { revalidate: true },
          );
        }
        await mutate(articleKey(String(saved.id), 'staff'), saved, { revalidate: false });
        onSaved(saved);
      },
      success: { title: id ? articleTexts.updated : articleTexts.created },
      failure: {
        title: articleTexts.saveFailedTitle,
        description: id ? articleTexts.updateFailed : articleTexts.createFailed,
      },
    },
  );
}
