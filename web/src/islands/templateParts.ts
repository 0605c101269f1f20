/**
 * Finds the parts of a template an island drew (`root`), marked as schema/page-waking.ts lists them
 * (`partMark`): `partsIn(drawn, accountParts)('name')`.
 */
export const partsIn =
  <Parts extends Record<string, string>>(root: ParentNode, parts: Parts) =>
  (name: keyof Parts): HTMLElement | null =>
    root.querySelector<HTMLElement>(`[${parts[name]}]`);
