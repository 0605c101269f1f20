// Deterministic variety for the demo data: a tiny seeded PRNG (mulberry32), so every fresh
// start produces exactly the same rows.

export interface Random {
  /** A number in [0, 1). */
  next: () => number;
  /** A whole number in [min, max]. */
  int: (min: number, max: number) => number;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (min, max) => min + Math.floor(next() * (max - min + 1)) };
}

/** The item at `index`, wrapping round the list. */
export function cycle<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('cycle() needs a non-empty list');
  return item;
}

const dayMs = 24 * 60 * 60 * 1000;

/** `now` moved by a number of days (negative is the past). */
export function addDays(now: Date, days: number): Date {
  return new Date(now.getTime() + days * dayMs);
}
