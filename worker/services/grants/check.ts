// The grant checker (docs/product/public-site.md §10.9; docs/decisions/021-grant-rules-are-dated-data.md):
// the catalogue's rules (schema/grant-schemes.ts) read against a home's answers on a given day.
// Nothing here states a fact about a scheme; it only decides which of the catalogue's apply.
import {
  type GrantAnswers,
  type GrantMeasure,
  type GrantStatus,
  grantMeasureLabels,
  grantMeasures,
} from '../../../schema/grant-questions';
import {
  type AnswerMatch,
  type Dated,
  endingSoonDays,
  type GrantScheme,
  grantSchemes,
  type SchemeCondition,
} from '../../../schema/grant-schemes';
import { inWords } from '../../../schema/words';

const dayMs = 86_400_000;

/** The calendar day in the UK at `now`, as 'YYYY-MM-DD': the schemes' dates are UK days. */
export const ukDay = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);

const hourMs = 3_600_000;

/** When the next UK day begins: the first moment an answer may differ from today's. */
export function nextUkMidnight(now: Date): Date {
  const [year, month, day] = ukDay(now).split('-').map(Number) as [number, number, number];
  // London is on UTC or one hour ahead (BST), and its clocks change at 01:00 UTC, never at
  // midnight: the next day starts at 23:00 UTC the day before in summer, at 00:00 UTC in winter.
  const winterMidnight = Date.UTC(year, month - 1, day + 1);
  const summerMidnight = winterMidnight - hourMs;
  const inSummer = ukDay(new Date(summerMidnight)) !== ukDay(now);
  return new Date(inSummer ? summerMidnight : winterMidnight);
}

const within = (day: string, { from, until }: Dated) =>
  (!from || from <= day) && (!until || day <= until);

const matches = (answers: GrantAnswers, when: AnswerMatch) =>
  Object.entries(when).every(([question, values]) =>
    (values as readonly string[]).includes(answers[question as keyof GrantAnswers]),
  );

const rank: Record<GrantStatus, number> = { eligible: 0, depends: 1, 'not-eligible': 2 };

export interface MeasureResult {
  measure: GrantMeasure;
  status: GrantStatus;
  amount: string | null;
  reason: string;
  /** A directory filter for trades who deliver it and can claim the grant; null when none. */
  installers: { grant: string; measure: GrantMeasure } | null;
  /** Why the amount is not yet certain, and where it comes from; null when it is official. */
  uncertain: { note: string; source: string } | null;
}

export interface SchemeResult {
  id: string;
  name: string;
  status: GrantStatus;
  amount: string | null;
  reason: string;
  action: string;
  sourceUrl: string;
  lastChecked: string;
  endsOn: string | null;
  /** The scheme ends within 60 days of the day checked. */
  endingSoon: boolean;
  uncertain: { note: string; source: string } | null;
  measures: MeasureResult[];
}

/** The measures a scheme speaks about: those it pays for and those it names as excluded. */
const measuresOf = (scheme: GrantScheme) =>
  grantMeasures.filter(
    (measure) =>
      scheme.amounts.some((amount) => amount.measure === measure) ||
      scheme.conditions.some((condition) => condition.measures?.includes(measure)),
  );

function measureResult(
  scheme: GrantScheme,
  measure: GrantMeasure,
  answers: GrantAnswers,
  day: string,
): MeasureResult {
  const applying = scheme.conditions.filter(
    (condition: SchemeCondition) =>
      within(day, condition) &&
      (!condition.measures || condition.measures.includes(measure)) &&
      matches(answers, condition.when),
  );
  const worst = applying.reduce<SchemeCondition | null>(
    (found, condition) =>
      !found || rank[condition.status] > rank[found.status] ? condition : found,
    null,
  );
  const amount = scheme.amounts.find(
    (candidate) =>
      candidate.measure === measure &&
      within(day, candidate) &&
      (!candidate.when || matches(answers, candidate.when)),
  );
  const status: GrantStatus = worst?.status ?? (amount ? 'eligible' : 'not-eligible');
  const claimable = scheme.installerFilter?.measures.some((claimable) => claimable === measure);
  return {
    measure,
    status,
    amount: status === 'not-eligible' ? null : (amount?.text ?? null),
    reason: worst?.reason ?? scheme.eligibleReason,
    installers:
      status !== 'not-eligible' && claimable && scheme.installerFilter
        ? { grant: scheme.installerFilter.grant, measure }
        : null,
    uncertain: status !== 'not-eligible' ? (amount?.uncertain ?? null) : null,
  };
}

/** One scheme's answer for the home and the measures considered on `day`. */
function schemeResult(
  scheme: GrantScheme,
  answers: GrantAnswers,
  considered: readonly GrantMeasure[],
  day: string,
): SchemeResult {
  const covered = measuresOf(scheme);
  const measures = covered
    .filter((measure) => considered.includes(measure))
    .map((measure) => measureResult(scheme, measure, answers, day));
  const best = measures.reduce<MeasureResult | null>(
    (found, result) => (!found || rank[result.status] < rank[found.status] ? result : found),
    null,
  );
  const bestOnes = best ? measures.filter((result) => result.status === best.status) : [];
  const amounts = [...new Set(bestOnes.map((result) => result.amount).filter(Boolean))];
  const endsIn = scheme.endsOn ? (Date.parse(scheme.endsOn) - Date.parse(day)) / dayMs : null;
  return {
    id: scheme.id,
    name: scheme.name,
    status: best?.status ?? 'not-eligible',
    amount:
      amounts.length > 1
        ? bestOnes
            .map((result) => `${result.amount} (${grantMeasureLabels[result.measure]})`)
            .join('; ')
        : (amounts[0] ?? null),
    reason:
      best?.reason ??
      `It covers ${inWords(covered.map((measure) => grantMeasureLabels[measure].toLowerCase()))}, which you are not considering.`,
    action: scheme.action,
    sourceUrl: scheme.sourceUrl,
    lastChecked: scheme.lastChecked,
    endsOn: scheme.endsOn,
    endingSoon: endsIn !== null && endsIn <= endingSoonDays,
    uncertain: bestOnes.find((result) => result.uncertain)?.uncertain ?? null,
    measures,
  };
}

/**
 * Every scheme open on the UK day of `now`, answered for the home: eligible, depends or not
 * eligible, with the amount, the reason and what to do. A scheme outside its dates is left out.
 * No measures chosen means every measure.
 */
export function checkGrants(
  answers: GrantAnswers,
  measures: readonly GrantMeasure[],
  now: Date,
): SchemeResult[] {
  const day = ukDay(now);
  const considered = measures.length > 0 ? measures : grantMeasures;
  return grantSchemes
    .filter((scheme) =>
      within(day, { from: scheme.startsOn ?? undefined, until: scheme.endsOn ?? undefined }),
    )
    .map((scheme) => schemeResult(scheme, answers, considered, day));
}
