// Test data: an article as the API answers it, with any fields overridden.
import type { Article, ArticleSummary } from '../src/features/articles/articleData';

let nextId = 1;

export function makeArticle(overrides: Partial<Article> = {}): Article {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Loft insulation guide ${id}`,
    excerpt: 'Topping up your loft insulation is one of the cheapest ways to cut heating bills.',
    content: 'Most heat escapes through the roof.\n\n## What it costs\n\n- Materials\n- Labour',
    author: 'Helen Okafor',
    authorId: null,
    category: 'Insulation',
    imageUrl: null,
    readTime: '4 mins read',
    isPublished: true,
    tags: ['loft', 'insulation'],
    createdAt: '2026-10-01T09:00:00.000Z',
    updatedAt: '2026-10-01T09:00:00.000Z',
    ...overrides,
  };
}

/** The list entry of an article: everything but the body. */
export function summaryOf(article: Article): ArticleSummary {
  const { content: _content, ...summary } = article;
  return summary;
}
