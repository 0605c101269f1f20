// The FTS5 side of directory search: the index table (made by migration 0002_directory_search,
// declared here only so queries can name it; drizzle-kit never sees this file) and the MATCH
// expression built from search terms.
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { TermGroup } from './terms';

export const tradesmenFts = sqliteTable('tradesmen_fts', {
  rowid: integer('rowid').notNull(),
  name: text('name'),
  description: text('description'),
  services: text('services'),
  location: text('location'),
});

/**
 * bm25 column weights (name, description, services, location): a word in the services list or the
 * business name says more about what a firm does than the same word in its description.
 */
export const relevanceWeights = [8, 1, 6, 2] as const;

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * Each group matches its words (all of them, any order, stemmed) or one of its services as a
 * phrase in the services column; groups must all match. The last word typed may be a prefix unless
 * the vocabulary knew it ('EV' must not find 'every').
 */
export function matchExpression(groups: TermGroup[], prefixWord: string | null): string | null {
  if (groups.length === 0) return null;
  const clauses = groups.map((group) => {
    const wordsClause = group.words
      .map((word) =>
        word === prefixWord && group.services.length === 0 ? `${quoted(word)}*` : quoted(word),
      )
      .join(' AND ');
    const options = [
      `(${wordsClause})`,
      ...group.services.map((service) => `services : ${quoted(service)}`),
    ];
    return `(${options.join(' OR ')})`;
  });
  return clauses.join(' AND ');
}

/** The service filter (public-site §9) as a phrase in the services column. */
export const serviceKeywordExpression = (keyword: string) => `services : ${quoted(keyword)}`;
