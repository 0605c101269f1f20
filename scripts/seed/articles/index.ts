// Article rows: categories take turns across the last year, so every month has a mix, and the
// drafts date from the last week. Read time is worked out from the length at 200 words a minute.
import type { articles } from '../../../schema/tables';
import { staffAuthors } from '../people';
import { addDays } from '../random';
import type { SeedArticle } from '../types';
import { energyEfficiencyArticles } from './energy-efficiency';
import { greenBuildingArticles } from './green-building';
import { heatPumpArticles } from './heat-pumps';
import { insulationArticles } from './insulation';
import { retrofittingArticles } from './retrofitting';
import { solarEnergyArticles } from './solar-energy';
import { sustainabilityArticles } from './sustainability';

export type ArticleRow = typeof articles.$inferSelect;

const byCategory: readonly SeedArticle[][] = [
  solarEnergyArticles,
  heatPumpArticles,
  insulationArticles,
  greenBuildingArticles,
  retrofittingArticles,
  energyEfficiencyArticles,
  sustainabilityArticles,
];

/** Newest first: the first article of each category, then the second of each, and so on. */
function newestFirst(): SeedArticle[] {
  const rounds = Math.max(...byCategory.map((list) => list.length));
  return Array.from({ length: rounds }, (_, round) =>
    byCategory.flatMap((list) => list.slice(round, round + 1)),
  ).flat();
}

function readTime(content: string): string {
  const words = content.split(/\s+/).filter(Boolean).length;
  return `${Math.max(2, Math.ceil(words / 200))} mins read`;
}

function authorId(author: string): number | null {
  const staff = Object.values(staffAuthors).find((member) => member.name === author);
  return staff?.id ?? null;
}

/** Ids follow the dates, oldest first. */
export function buildArticles(now: Date): ArticleRow[] {
  const ordered = newestFirst();
  const published = ordered.filter((article) => !article.draft);
  const drafts = ordered.filter((article) => article.draft);
  const dated = [
    ...drafts.map((article, index) => ({ article, createdAt: addDays(now, -(1.2 + 3 * index)) })),
    ...published.map((article, index) => ({
      article,
      createdAt: addDays(now, -(6.5 + Math.round((index * 350) / published.length))),
    })),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return dated.map(({ article, createdAt }, index) => {
    const content = article.body.join('\n\n');
    return {
      id: index + 1,
      title: article.title,
      content,
      excerpt: article.excerpt,
      author: article.author,
      authorId: authorId(article.author),
      category: article.category,
      imageUrl: null,
      readTime: readTime(content),
      isPublished: !article.draft,
      tags: article.tags,
      createdAt,
      updatedAt: createdAt,
    };
  });
}
