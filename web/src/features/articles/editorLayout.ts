/**
 * The editor's columns (docs/product/public-site.md §2.7): the text on the left, settings, image
 * and category on the right.
 */
export const editorColumns = { base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' };
