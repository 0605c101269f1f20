import * as v from 'valibot';
import {
  type GrantAnswers,
  type GrantMeasure,
  type GrantQuestion,
  grantMeasures,
  grantQuestions,
} from '#schema/grant-questions';
import { grantCheckRules } from '#schema/rules';

export const grantQuestionNames = Object.keys(grantQuestions) as GrantQuestion[];

/**
 * The measures in the address: the form sends one `measures` per box ticked, a shared link may
 * carry the API's comma list; both are read.
 */
export const measuresIn = (params: URLSearchParams) =>
  params
    .getAll('measures')
    .flatMap((value) => value.split(','))
    .map((measure) => measure.trim())
    .filter((measure): measure is GrantMeasure =>
      (grantMeasures as readonly string[]).includes(measure),
    );

export type GrantsAddress =
  | { state: 'unanswered' }
  | { state: 'invalid'; message: string }
  | { state: 'answered'; answers: GrantAnswers; measures: GrantMeasure[] };

/**
 * The checker's answers as the address holds them (docs/product/public-site.md §10.9): none yet,
 * some missing or wrong (the shared rule's message, naming the first), or all of them.
 */
export function readGrantsAddress(params: URLSearchParams): GrantsAddress {
  if (!grantQuestionNames.some((name) => params.has(name))) return { state: 'unanswered' };
  const query = Object.fromEntries(
    grantQuestionNames.map((name) => [name, params.get(name) ?? '']),
  );
  const result = v.safeParse(grantCheckRules, { ...query, measures: measuresIn(params).join(',') });
  if (!result.success)
    return {
      state: 'invalid',
      message: result.issues[0]?.message ?? 'Please answer every question',
    };
  const { measures, ...answers } = result.output;
  return { state: 'answered', answers, measures };
}

/** The address of a result: every answer, and the measures as one comma list. */
export function grantsSearch(answers: Record<string, string>, measures: readonly string[]) {
  const params = new URLSearchParams(answers);
  if (measures.length > 0) params.set('measures', measures.join(','));
  return params;
}
