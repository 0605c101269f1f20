import useSWR from 'swr';
import { limits } from '#schema/limits';
import { api, unwrap } from '../../api/client';
import { articleKey } from './articleCache';
import { useArticleAudience } from './useArticleAudience';

/**
 * One article, kept for five minutes (spec §7): opening it again within that time reuses the
 * answer, later it is read again. Any refusal (404, a bad id) is an error, shown as Not Found.
 */
export function useArticle(id: string | undefined) {
  const audience = useArticleAudience();
  return useSWR(
    id ? articleKey(id, audience) : null,
    () => unwrap(api.articles[':id'].$get({ param: { id: id ?? '' } })),
    { dedupingInterval: limits.articleCacheMs, revalidateIfStale: true },
  );
}
