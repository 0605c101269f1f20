import * as v from 'valibot';
import {
  claimableGrantMeasures,
  claimableGrants,
  type GrantQuestion,
  grantMeasures,
  grantQuestions,
} from '../grant-questions';

/** The refusal of one answer names its parameter and the values it takes. */
export const grantAnswerMessage = (name: string, values: readonly string[]) =>
  `Unknown or missing ${name}. Choose one of: ${values.join(', ')}`;

/** A missing answer becomes '' so that the answer's own message, naming it, refuses it. */
const answer = <Q extends GrantQuestion>(question: Q) => {
  const message = grantAnswerMessage(question, grantQuestions[question]);
  return v.pipe(v.optional(v.string(message), ''), v.picklist(grantQuestions[question], message));
};

const measureList = v.pipe(
  v.string(),
  v.transform((value) =>
    value
      .split(',')
      .map((measure) => measure.trim())
      .filter(Boolean),
  ),
  v.check(
    (measures) =>
      measures.every((measure) => (grantMeasures as readonly string[]).includes(measure)),
    grantAnswerMessage('measures', grantMeasures),
  ),
  v.transform((measures) => [...new Set(measures)] as (typeof grantMeasures)[number][]),
);

/**
 * GET /api/grants/check (docs/product/public-site.md §10.9): every question answered; `measures`
 * is a comma list, and none means every measure.
 */
export const grantCheckRules = v.object({
  tenure: answer('tenure'),
  country: answer('country'),
  heating: answer('heating'),
  offGasGrid: answer('offGasGrid'),
  propertyType: answer('propertyType'),
  newBuild: answer('newBuild'),
  epc: answer('epc'),
  income: answer('income'),
  benefits: answer('benefits'),
  measures: v.optional(measureList, ''),
});
export type GrantCheckQuery = v.InferOutput<typeof grantCheckRules>;

/** The directory's grant filter: trades who deliver a measure and can claim the grant for it. */
export const grantFilterRules = {
  grant: v.optional(
    v.picklist(['all', ...claimableGrants], grantAnswerMessage('grant', claimableGrants)),
    'all',
  ),
  measure: v.optional(
    v.picklist(
      ['all', ...claimableGrantMeasures],
      grantAnswerMessage('measure', claimableGrantMeasures),
    ),
    'all',
  ),
};
