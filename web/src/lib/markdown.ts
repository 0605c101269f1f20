// Article bodies are plain text with a few markdown habits (docs/product/public-site.md §3):
// paragraphs split on blank lines, '## ' headings and '- ' bullet lists. Only those become
// elements; everything else stays text, and React escapes text, so HTML in an article can never
// run.

export type ContentBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string };

const headingMark = /^##\s+/;
const bulletMark = /^-\s+/;

/** One blank-line-separated chunk, read line by line so a heading or list can sit inside it. */
function blocksOfChunk(chunk: string): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  for (const line of chunk.split('\n').map((text) => text.trim())) {
    const previous = blocks.at(-1);
    if (headingMark.test(line)) {
      blocks.push({ kind: 'heading', text: line.replace(headingMark, '') });
    } else if (bulletMark.test(line)) {
      const item = line.replace(bulletMark, '');
      if (previous?.kind === 'list') previous.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else if (previous?.kind === 'paragraph') {
      previous.text = `${previous.text}\n${line}`;
    } else {
      blocks.push({ kind: 'paragraph', text: line });
    }
  }
  return blocks;
}

/** The blocks of an article body, in order; blank input gives none. */
export function parseArticleContent(content: string): ContentBlock[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk !== '')
    .flatMap(blocksOfChunk);
}
