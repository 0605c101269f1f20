import type { InferResponseType } from 'hono/client';
import type { GrantAnswers, GrantMeasure } from '#schema/grant-questions';
import { type api, unwrap } from '../../api/client';
import { pageRead, usePageRead } from '../../api/pageRead';

export type GrantCheck = InferResponseType<typeof api.grants.check.$get, 200>;
export type SchemeResult = GrantCheck['schemes'][number];

export function grantCheckRead(answers: GrantAnswers, measures: readonly GrantMeasure[]) {
  const query = { ...answers, measures: measures.join(',') };
  return pageRead(['/api/grants/check', JSON.stringify(query)], (client) =>
    unwrap(client.grants.check.$get({ query })),
  );
}

/** The checker's answer for a home; null reads nothing (the questions are not all answered). */
export function useGrantCheck(check: { answers: GrantAnswers; measures: GrantMeasure[] } | null) {
  return usePageRead(check ? grantCheckRead(check.answers, check.measures) : null);
}
