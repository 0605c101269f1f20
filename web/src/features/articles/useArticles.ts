import { unwrap } from '../../api/client';
import { pageRead, usePageRead } from '../../api/pageRead';
import { type ArticleAudience, articleListKey } from './articleCache';
import { useArticleAudience } from './useArticleAudience';

/** The Education Hub's list, newest first: published articles, and drafts for staff. */
export function useArticles() {
  return usePageRead(articlesRead(useArticleAudience()));
}

export const articlesRead = (audience: ArticleAudience) =>
  pageRead([...articleListKey(audience)], (client) => unwrap(client.articles.$get()));
