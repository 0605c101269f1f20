// Reads what a homeowner typed into search terms: a postcode or town (the place), and groups of
// words, each group matching its own words or the catalogue services the trades vocabulary maps
// them to. Only [a-z0-9] words come out, so user text never reaches FTS syntax raw.
import type { Location, ProfileService } from '../../../schema/catalogues';
import {
  hertfordshireTowns,
  postcodeDistricts,
  ukPostcodeAreas,
} from '../../../schema/postcode-districts';
import { searchStopWords, searchVocabulary } from '../../../schema/search-vocabulary';

export interface TermGroup {
  /** The words as typed (lower case); all of them must match when no service does. */
  words: string[];
  services: ProfileService[];
}

export interface Postcode {
  /** The outward code, e.g. 'AL1'. */
  district: string;
  /** The directory location of a Hertfordshire district; null when it is outside the county. */
  location: Location | null;
}

export interface SearchTerms {
  groups: TermGroup[];
  /** The last word typed, which may be unfinished (search as you type); null after a place. */
  prefixWord: string | null;
  postcode: Postcode | null;
  /** Where the homeowner is: a Hertfordshire postcode's or town's location. */
  place: Location | null;
}

const suffixes = ['ations', 'ation', 'ating', 'ated', 'ates', 'ate', 'ings', 'ing', 'ers', 'er'];
const shortSuffixes = ['ed', 'es', 's', 'e'];

/** A light English stemmer, only used to compare words with the vocabulary (FTS has Porter). */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  for (const suffix of [...suffixes, ...shortSuffixes]) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      if (suffix === 's' && (word.endsWith('ss') || word.endsWith('us'))) continue;
      return word.slice(0, -suffix.length);
    }
  }
  return word;
}

export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f']/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

interface VocabularyPhrase {
  stems: string[];
  service: ProfileService;
}

const phraseStems = (phrase: string) => [
  ...new Set(
    words(phrase)
      .filter((word) => !searchStopWords.has(word))
      .map(stem),
  ),
];

const vocabularyPhrases: VocabularyPhrase[] = Object.entries(searchVocabulary)
  .flatMap(([service, phrases]) =>
    phrases.map((phrase) => ({ stems: phraseStems(phrase), service: service as ProfileService })),
  )
  .sort((a, b) => b.stems.length - a.stems.length);

const towns = Object.entries(hertfordshireTowns)
  .map(([name, location]) => ({ words: words(name), location }))
  .sort((a, b) => b.words.length - a.words.length);

const fullPostcode = /^([a-z]{1,2}\d[a-z\d]?)(\d[a-z]{2})$/;
const outwardCode = /^([a-z]{1,2})(\d{1,2}|\d[a-z])$/;

/** A postcode (full, outward code, or outward code and sector) at the start of `tokens`. */
function readPostcode(tokens: string[]): { postcode: Postcode; length: number } | null {
  const [first = '', second = ''] = tokens;
  const whole = fullPostcode.exec(first);
  const outward = whole ? whole[1] : first;
  const parts = outwardCode.exec(outward ?? '');
  if (!parts?.[1] || !ukPostcodeAreas.has(parts[1].toUpperCase())) return null;
  let district = outward?.toUpperCase() ?? '';
  // 'AL13' is AL1 sector 3 written without its space: AL13 is no district.
  if (
    !postcodeDistricts[district] &&
    /\d\d$/.test(district) &&
    postcodeDistricts[district.slice(0, -1)]
  ) {
    district = district.slice(0, -1);
  }
  const inward = !whole && /^\d[a-z]{0,2}$/.test(second) ? 1 : 0;
  return {
    postcode: { district, location: postcodeDistricts[district] ?? null },
    length: 1 + inward,
  };
}

function readTown(tokens: string[]): { location: Location; length: number } | null {
  const town = towns.find((candidate) =>
    candidate.words.every((word, index) => tokens[index] === word),
  );
  return town ? { location: town.location, length: town.words.length } : null;
}

const serviceStems = new Map<ProfileService, Set<string>>();
for (const phrase of vocabularyPhrases) {
  const stems = serviceStems.get(phrase.service) ?? new Set<string>();
  for (const wordStem of phrase.stems) stems.add(wordStem);
  serviceStems.set(phrase.service, stems);
}

/**
 * Groups the words: the vocabulary's longest phrases first; groups naming one service merge, and a
 * leftover word from that service's phrases joins it ('home battery' + 'storage').
 */
function groupWords(typed: string[]): TermGroup[] {
  const remaining = typed.map((word) => ({ word, stem: stem(word), used: false }));
  const byService = new Map<ProfileService, string[]>();
  for (const phrase of vocabularyPhrases) {
    const matched = phrase.stems.map((wanted) =>
      remaining.find((entry) => !entry.used && entry.stem === wanted),
    );
    if (matched.some((entry) => !entry)) continue;
    const found = byService.get(phrase.service) ?? [];
    for (const entry of matched) {
      if (!entry) continue;
      entry.used = true;
      found.push(entry.word);
    }
    byService.set(phrase.service, found);
  }
  for (const entry of remaining) {
    const service = [...byService.keys()].find((key) => serviceStems.get(key)?.has(entry.stem));
    if (entry.used || !service) continue;
    entry.used = true;
    byService.get(service)?.push(entry.word);
  }
  const groups: TermGroup[] = [...byService].map(([service, serviceWords]) => ({
    words: serviceWords,
    services: [service],
  }));
  for (const entry of remaining) {
    if (!entry.used) groups.push({ words: [entry.word], services: [] });
  }
  return groups;
}

/** One-word vocabulary phrases, for completing a word still being typed ('batt' → 'battery'). */
const vocabularyWords = vocabularyPhrases.filter((phrase) => phrase.stems.length === 1);

/**
 * The vocabulary word an unfinished last word can only be the start of, so search as you type
 * finds the service at once instead of every word with that prefix.
 */
function completeWord(prefix: string): string | null {
  if (prefix.length < 3 || vocabularyWords.some((phrase) => phrase.stems[0] === prefix))
    return null;
  const completions = vocabularyWords.filter((phrase) => phrase.stems[0]?.startsWith(prefix));
  const services = new Set(completions.map((phrase) => phrase.service));
  return services.size === 1 ? (completions[0]?.stems[0] ?? null) : null;
}

export function readSearchTerms(query: string): SearchTerms {
  const tokens = words(query);
  const typed: string[] = [];
  let postcode: Postcode | null = null;
  let place: Location | null = null;
  for (let index = 0; index < tokens.length; ) {
    const rest = tokens.slice(index);
    const foundPostcode: ReturnType<typeof readPostcode> = postcode ? null : readPostcode(rest);
    if (foundPostcode) {
      postcode = foundPostcode.postcode;
      place ??= foundPostcode.postcode.location;
      index += foundPostcode.length;
      continue;
    }
    const town = readTown(rest);
    if (town) {
      place ??= town.location;
      index += town.length;
      continue;
    }
    const word = tokens[index] ?? '';
    if (!searchStopWords.has(word)) typed.push(word);
    index += 1;
  }
  const lastWord = tokens.at(-1);
  let prefixWord = lastWord !== undefined && lastWord === typed.at(-1) ? lastWord : null;
  const completed = prefixWord ? completeWord(stem(prefixWord)) : null;
  if (completed) {
    typed[typed.length - 1] = completed;
    prefixWord = null;
  }
  return {
    groups: groupWords(typed),
    prefixWord,
    postcode,
    place,
  };
}

/** Reads the location field: a postcode there works like one typed into the search box. */
export function readPostcodeField(location: string): Postcode | null {
  const tokens = words(location);
  const found = readPostcode(tokens);
  return found && found.length === tokens.length ? found.postcode : null;
}
