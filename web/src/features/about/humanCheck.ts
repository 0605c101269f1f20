import { humanCheckTerms, isRightSum } from '#schema/rules';
/**
 * The human check (docs/product/public-site.md §5): two whole numbers from 1 to 10 whose sum must
 * be given.
 */
export interface HumanCheck {
  first: number;
  second: number;
}

const oneToTen = () =>
  humanCheckTerms.min + Math.floor(Math.random() * (humanCheckTerms.max - humanCheckTerms.min + 1));

export const drawHumanCheck = (): HumanCheck => ({ first: oneToTen(), second: oneToTen() });

export const humanCheckQuestion = ({ first, second }: HumanCheck) =>
  `What is ${first} + ${second}?`;

export const isRightAnswer = ({ first, second }: HumanCheck, answer: string) =>
  isRightSum(first, second, answer);

/** The form's hidden fields that carry the sum's numbers, for the server to check the answer. */
export const humanCheckFields = { first: 'first', second: 'second' } as const;

/**
 * The sum the page arrived with, read from its form as the app takes a server-rendered page over,
 * so the question asked is the one on screen (and any answer typed already stays right); null
 * anywhere else.
 */
export function humanCheckOnPage(): HumanCheck | null {
  if (typeof document === 'undefined') return null;
  const term = (name: string) =>
    Number(document.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value);
  const check = { first: term(humanCheckFields.first), second: term(humanCheckFields.second) };
  return Number.isInteger(check.first) && Number.isInteger(check.second) && check.first > 0
    ? check
    : null;
}
