const styleElement = /<style data-emotion="([^"]*)">([\s\S]*?)<\/style>/g;

/** Emotion's global style sheets in server-rendered markup: their names and rules. */
export function globalStyles(html: string): { names: string[]; css: string } {
  const names: string[] = [];
  const rules: string[] = [];
  for (const [, sheet = '', css = ''] of html.matchAll(styleElement)) {
    if (!sheet.split(' ')[0]?.endsWith('-global')) continue;
    names.push(sheet);
    rules.push(css);
  }
  return { names, css: rules.join('') };
}

/**
 * Emotion's server rendering writes each component's styles in a style element beside it. Moved
 * into the head as one element (plus one per global style sheet, which Emotion looks up by name),
 * the browser computes the page's styles once instead of once per element, and Emotion finds them
 * by their `data-emotion` ids when the page hydrates, so it does not insert them again. A global
 * sheet in `shared` is in the shared style file the page links to, so its element stays empty:
 * Emotion still finds it by name and inserts nothing. `componentCss` is the components' rules alone.
 */
export function hoistStyles(
  html: string,
  shared: ReadonlySet<string> = new Set(),
): { html: string; styles: string; componentCss: string } {
  const globals: string[] = [];
  const ids: string[] = [];
  const rules: string[] = [];
  const body = html.replace(styleElement, (_, names: string, css: string) => {
    const [key, ...styleIds] = names.split(' ');
    if (key?.endsWith('-global')) {
      globals.push(
        `<style data-emotion="${names}" data-s="">${shared.has(names) ? '' : css}</style>`,
      );
    } else {
      ids.push(...styleIds);
      rules.push(css);
    }
    return '';
  });
  const components =
    ids.length > 0
      ? `<style data-emotion="css ${ids.join(' ')}" data-s="">${rules.join('')}</style>`
      : '';
  return { html: body, styles: globals.join('') + components, componentCss: rules.join('') };
}
