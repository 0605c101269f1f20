// Did-you-mean for a search that found nothing: the nearest vocabulary phrase, service, town or
// location by edit distance, computed in the Worker from fixed lists (no database work).
import { locations, profileServices } from '../../../schema/catalogues';
import { hertfordshireTowns } from '../../../schema/postcode-districts';
import { searchStopWords, searchVocabulary } from '../../../schema/search-vocabulary';
import { words } from './terms';

const phrases = [
  ...new Set(
    [
      ...Object.values(searchVocabulary).flat(),
      ...profileServices,
      ...locations,
      ...Object.keys(hertfordshireTowns),
    ].map((phrase) => words(phrase).join(' ')),
  ),
];
const knownWords = new Set(phrases.flatMap((phrase) => phrase.split(' ')));

/** Levenshtein distance with adjacent transpositions (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      let best = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] ?? 0) + 1);
      }
      row[j] = best;
    }
  }
  return (rows[a.length] as number[])[b.length] ?? 0;
}

/** Typos allowed grow with length: none for short words, where every edit is another word. */
const allowedEdits = (text: string) => (text.length < 4 ? 0 : text.length < 8 ? 1 : 2);

function nearest(text: string, candidates: readonly string[], squash: boolean): string | null {
  const typed = squash ? text.replaceAll(' ', '') : text;
  let best: { phrase: string; distance: number } | null = null;
  for (const phrase of candidates) {
    const distance = editDistance(typed, squash ? phrase.replaceAll(' ', '') : phrase);
    if (distance <= allowedEdits(typed) && (!best || distance < best.distance)) {
      best = { phrase, distance };
    }
  }
  return best?.phrase ?? null;
}

/**
 * The whole search compared with known phrases, spaces ignored ('heatpump' → 'heat pump'), or
 * else each unknown word corrected on its own ('solar insulaton' → 'solar insulation').
 */
export function suggestSearch(query: string): string | null {
  const typed = words(query);
  if (typed.length === 0) return null;
  const whole = typed.join(' ');
  const phrase = nearest(whole, phrases, true);
  if (phrase && phrase !== whole) return phrase;
  const corrected = typed.map((word) =>
    knownWords.has(word) || searchStopWords.has(word) || /\d/.test(word)
      ? word
      : (nearest(word, [...knownWords], false) ?? word),
  );
  const suggestion = corrected.join(' ');
  return suggestion === whole ? null : suggestion;
}
