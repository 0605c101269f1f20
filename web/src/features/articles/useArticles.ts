import useSWR from 'swr';
import { api, unwrap } from '../../api/client';
import { articleListKey } from './articleCache';
import { useArticleAudience } from './useArticleAudience';

/** The Education Hub's list, newest first: published articles, and drafts for staff. */
export function useArticles() {
  const audience = useArticleAudience();
  return useSWR(articleListKey(audience), () => unwrap(api.articles.$get()));
}
