import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstMessage } from '../test/first-message';
import { articleRules } from './articles';

describe('article rules', () => {
  it('require title and content and default the read time', () => {
    const valid = { title: 'Heat pumps', content: 'Body', category: 'Heat Pumps' };
    expect(firstMessage(articleRules, { ...valid, title: '' })).toBe('Title is required');
    expect(firstMessage(articleRules, { ...valid, content: '' })).toBe('Content is required');
    expect(v.parse(articleRules, valid)).toMatchObject({
      readTime: '5 mins read',
      isPublished: false,
    });
  });

  it('split tags on comma and space and refuse unknown categories', () => {
    const valid = { title: 'T', content: 'C', category: 'Insulation', tags: 'loft, walls' };
    expect(v.parse(articleRules, valid).tags).toEqual(['loft', 'walls']);
    expect(firstMessage(articleRules, { ...valid, category: 'Gardening' })).toMatch(
      /^Category must be one of/,
    );
  });
});

describe('article tags', () => {
  const article = { title: 'Heat pumps', content: 'Body', category: 'Heat Pumps' };

  it('refuse a tag over 40 characters, more than 20 tags and control characters', () => {
    expect(firstMessage(articleRules, { ...article, tags: ['x'.repeat(1_000_000)] })).toBe(
      'Each item must be at most 40 characters',
    );
    const many = Array.from({ length: 21 }, (_, index) => `tag ${index}`);
    expect(firstMessage(articleRules, { ...article, tags: many })).toBe('At most 20 tags');
    expect(firstMessage(articleRules, { ...article, tags: ['solar\nheat'] })).toBe(
      'Must be a single line of text without control characters',
    );
  });

  it('drop tags that hold nothing visible', () => {
    expect(v.parse(articleRules, { ...article, tags: 'Solar, \u200b, Heat Pumps' }).tags).toEqual([
      'Solar',
      'Heat Pumps',
    ]);
  });
});
