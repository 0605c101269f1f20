import { describe, expect, it } from 'vitest';
import { buildArticles } from './index';

/** A time limit written out: '120 days', 'three months'. */
const timeLimit = /\b(?:\d+|one|two|three|four|five|six|nine|twelve) (?:days?|weeks?|months?)\b/i;

describe('the seeded grant articles', () => {
  // The scheme catalogue owns every amount and rule and changes them on dated days; an article
  // that repeats one goes stale, so it points at the checker instead
  // (docs/decisions/021-grant-rules-are-dated-data.md).
  it("state no scheme's time limit, leaving it to the grant checker", () => {
    const grantArticles = buildArticles(new Date()).filter((article) =>
      article.tags.some((tag) => tag.toLowerCase() === 'grants'),
    );
    expect(grantArticles.length).toBeGreaterThan(0);
    for (const article of grantArticles) {
      expect(`${article.excerpt}\n${article.content}`, article.title).not.toMatch(timeLimit);
    }
  });
});
