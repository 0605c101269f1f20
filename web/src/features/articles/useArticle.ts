import { limits } from '#schema/limits';
import { unwrap } from '../../api/client';
import { pageRead, usePageRead } from '../../api/pageRead';
import { type ArticleAudience, articleKey } from './articleCache';
import { useArticleAudience } from './useArticleAudience';

/**
 * One article, kept for five minutes (docs/product/public-site.md §7): opening it again within that
 * time reuses the answer, later it is read again. Any refusal (404, a bad id) is an error, shown as
 * Not Found.
 */
export function useArticle(id: string | undefined) {
  const audience = useArticleAudience();
  return usePageRead(id ? articleRead(id, audience) : null, {
    dedupingInterval: limits.articleCacheMs,
    revalidateIfStale: true,
  });
}

export const articleRead = (id: string, audience: ArticleAudience) =>
  pageRead([...articleKey(id, audience)], (client) =>
    unwrap(client.articles[':id'].$get({ param: { id } })),
  );
