import { and, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { ArticleInput } from '../../../schema/rules';
import type { UserRow } from '../../../schema/tables/accounts';
import { articles } from '../../../schema/tables/content';
import type { Database } from '../../db';

type ArticleRow = typeof articles.$inferSelect;

const toArticleSummary = (row: Omit<ArticleRow, 'content'>) => ({
  id: row.id,
  title: row.title,
  excerpt: row.excerpt,
  author: row.author,
  authorId: row.authorId,
  category: row.category,
  imageUrl: row.imageUrl,
  readTime: row.readTime,
  isPublished: row.isPublished,
  tags: row.tags,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toArticle = (row: ArticleRow) => ({ ...toArticleSummary(row), content: row.content });

const { content: _content, ...summaryColumns } = getTableColumns(articles);

const visibleTo = (canSeeDrafts: boolean): SQL | undefined =>
  canSeeDrafts ? undefined : eq(articles.isPublished, true);

/** Newest first; drafts only for staff. The list leaves out the body text to stay small. */
export async function listArticles(db: Database, canSeeDrafts: boolean) {
  const rows = await db
    .select(summaryColumns)
    .from(articles)
    .where(visibleTo(canSeeDrafts))
    .orderBy(desc(articles.createdAt), desc(articles.id));
  return rows.map(toArticleSummary);
}

export async function findArticle(db: Database, id: number, canSeeDrafts: boolean) {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), visibleTo(canSeeDrafts)));
  return row ? toArticle(row) : null;
}

/**
 * The saved fields; the author defaults to the signed-in user's name
 * (docs/product/public-site.md §9).
 */
function articleValues(input: ArticleInput, user: UserRow) {
  return {
    ...input,
    author: input.author || user.name || 'Admin User',
    imageUrl: input.imageUrl || null,
  };
}

export async function createArticle(db: Database, input: ArticleInput, user: UserRow) {
  const [row] = await db
    .insert(articles)
    .values({ ...articleValues(input, user), authorId: user.id })
    .returning();
  if (!row) throw new Error('article insert returned nothing');
  return toArticle(row);
}

export async function updateArticle(db: Database, id: number, input: ArticleInput, user: UserRow) {
  const [row] = await db
    .update(articles)
    .set(articleValues(input, user))
    .where(eq(articles.id, id))
    .returning();
  return row ? toArticle(row) : null;
}
