import { describe, expect, it } from 'vitest';
import { parseArticleContent } from './markdown';

describe('parseArticleContent', () => {
  it('splits paragraphs on blank lines and keeps single line breaks inside one', () => {
    expect(parseArticleContent('First line\nsame paragraph\n\n\nSecond paragraph')).toEqual([
      { kind: 'paragraph', text: 'First line\nsame paragraph' },
      { kind: 'paragraph', text: 'Second paragraph' },
    ]);
  });

  it("turns '## ' lines into headings and runs of '- ' lines into one list", () => {
    expect(parseArticleContent('## Costs\n\n- Loft\n- Cavity wall\n\nDone.')).toEqual([
      { kind: 'heading', text: 'Costs' },
      { kind: 'list', items: ['Loft', 'Cavity wall'] },
      { kind: 'paragraph', text: 'Done.' },
    ]);
  });

  it('reads a heading, list and paragraph written in one chunk, and Windows line ends', () => {
    expect(
      parseArticleContent('## What you need\r\n- Space\r\n- A cylinder\r\nThat is all.'),
    ).toEqual([
      { kind: 'heading', text: 'What you need' },
      { kind: 'list', items: ['Space', 'A cylinder'] },
      { kind: 'paragraph', text: 'That is all.' },
    ]);
  });

  it('leaves HTML and other markdown as text', () => {
    expect(parseArticleContent('<script>alert(1)</script>\n\n# Big **bold**')).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
      { kind: 'paragraph', text: '# Big **bold**' },
    ]);
  });

  it('gives nothing for blank content', () => {
    expect(parseArticleContent(' \n\n ')).toEqual([]);
  });
});
