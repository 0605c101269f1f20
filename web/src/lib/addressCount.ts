/**
 * A count an address carries (`?page=20`, `?reviews=3`): a whole number from 1, and 1 for
 * anything else (missing, 0, negative, fractional, not a number).
 */
export function countInAddress(params: URLSearchParams, name: string): number {
  const count = Number(params.get(name));
  return Number.isSafeInteger(count) && count >= 1 ? count : 1;
}
