// A wording helper both sides share, so a list of names reads the same in a mail and on a page.
/** Items as an English list: 'A', 'A and B', 'A, B and C'. */
export const inWords = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
