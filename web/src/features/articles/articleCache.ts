import type { Article, ArticleSummary } from './articleData';

/**
 * Who is reading: staff (admin, editor) get drafts too, so their answers are cached apart from a
 * visitor's, and signing in never shows a visitor's list to an editor or the other way round.
 */
export const articleAudiences = ['staff', 'public'] as const;
export type ArticleAudience = (typeof articleAudiences)[number];

const articlesPath = '/api/articles';

export const articleListKey = (audience: ArticleAudience) => [articlesPath, audience] as const;

export const articleKey = (id: string, audience: ArticleAudience) =>
  [articlesPath, id, audience] as const;

/**
 * A cached list with a just-saved article in it: replaced where it was, added first (the list is
 * newest first) when new, and left out of a visitor's list while it is a draft.
 */
export function withSavedArticle(
  list: readonly ArticleSummary[],
  saved: Article,
  audience: ArticleAudience,
): ArticleSummary[] {
  const { content: _content, ...summary } = saved;
  const visible = audience === 'staff' || saved.isPublished;
  if (!list.some((article) => article.id === saved.id)) {
    return visible ? [summary, ...list] : [...list];
  }
  return list.flatMap((article) => {
    if (article.id !== saved.id) return [article];
    return visible ? [summary] : [];
  });
}
