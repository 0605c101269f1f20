/**
 * The human check (docs/product/public-site.md §5): two whole numbers from 1 to 10 whose sum must
 * be given.
 */
export interface HumanCheck {
  first: number;
  second: number;
}

const oneToTen = () => 1 + Math.floor(Math.random() * 10);

export const drawHumanCheck = (): HumanCheck => ({ first: oneToTen(), second: oneToTen() });

export const humanCheckQuestion = ({ first, second }: HumanCheck) =>
  `What is ${first} + ${second}?`;

export const isRightAnswer = ({ first, second }: HumanCheck, answer: string) =>
  answer.trim() !== '' && Number(answer) === first + second;
