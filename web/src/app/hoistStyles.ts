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
 * sheet in `shared.names` is in the shared style file the page links to, so its element stays
 * empty: Emotion still finds it by name and inserts nothing. So do a component's rules whose ids
 * are in `shared.components` (the shell's and the chat panel's): their ids stay in the element, so
 * Emotion knows them as inserted. `componentCss` and `componentIds` are the components' alone.
 */
export function hoistStyles(
  html: string,
  shared: { names: ReadonlySet<string>; components: ReadonlySet<string> },
): { html: string; styles: string; componentCss: string; componentIds: string[] } {
  const globals: string[] = [];
  const ids: string[] = [];
  const rules: string[] = [];
  const body = html.replace(styleElement, (_, names: string, css: string) => {
    const [key, ...styleIds] = names.split(' ');
    if (key?.endsWith('-global')) {
      globals.push(
        `<style data-emotion="${names}" data-s="">${shared.names.has(names) ? '' : css}</style>`,
      );
    } else {
      ids.push(...styleIds);
      if (!styleIds.every((id) => shared.components.has(id))) rules.push(css);
    }
    return '';
  });
  const components =
    ids.length > 0
      ? `<style data-emotion="css ${ids.join(' ')}" data-s="">${rules.join('')}</style>`
      : '';
  return {
    html: body,
    styles: globals.join('') + components,
    componentCss: rules.join(''),
    componentIds: ids,
  };
}
