// The FTS5 side of directory search: the index table (made by migration 0006_directory_search,
// declared here only so queries can name it; drizzle-kit never sees this file) and the MATCH
// expression for the words searched.
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

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
 * All the words, in any order, stemmed by the index's Porter tokenizer; the last word typed may be
 * a prefix (search as you type). Words the vocabulary knows are not here: they became services.
 */
export function matchExpression(words: string[], prefixWord: string | null): string | null {
  if (words.length === 0) return null;
  return words
    .map((word) => (word === prefixWord ? `${quoted(word)}*` : quoted(word)))
    .join(' AND ');
}
