import { useSWRConfig } from 'swr';
import type { ArticleInput } from '../../../../schema/rules';
import { api, unwrap } from '../../api/client';
import { useCurrentUser } from '../../api/useCurrentUser';
import { serverMessage } from '../../lib/serverMessage';
import { showToast } from '../../lib/toaster';
import { useSingleFlight } from '../../lib/useSingleFlight';
import { articleAudiences, articleKey, articleListKey, withSavedArticle } from './articleCache';
import type { Article, ArticleSummary } from './articleData';
import { articleTexts } from './articleTexts';

/**
 * Creates an article (no id) or updates one (spec §7), once at a time. The body carries the
 * current user's id as authorId. Success is toasted, the cached lists and the article's own cache
 * get the saved article, and `onSaved` decides where to go; a refusal is toasted with the reason.
 */
export function useSaveArticle(id: string | undefined, onSaved: (article: Article) => void) {
  const { user } = useCurrentUser();
  const { mutate } = useSWRConfig();

  return useSingleFlight(async (input: ArticleInput) => {
    const body = { ...input, authorId: user?.id ?? '' };
    let saved: Article;
    try {
      saved = await unwrap(
        id
          ? api.articles[':id'].$put({ param: { id }, json: body })
          : api.articles.$post({ json: body }),
      );
    } catch (error) {
      showToast({
        type: 'error',
        title: articleTexts.saveFailedTitle,
        description:
          serverMessage(error) ?? (id ? articleTexts.updateFailed : articleTexts.createFailed),
      });
      return;
    }
    for (const audience of articleAudiences) {
      await mutate(
        articleListKey(audience),
        (list: ArticleSummary[] | undefined) => list && withSavedArticle(list, saved, audience),
        { revalidate: true },
      );
    }
    await mutate(articleKey(String(saved.id), 'staff'), saved, { revalidate: false });
    showToast({ type: 'success', title: id ? articleTexts.updated : articleTexts.created });
    onSaved(saved);
  });
}
