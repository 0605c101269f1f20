import { isCalendarDay } from '#schema/rules';

// A profile page's address says what its booking section shows, so its fortnights, days and times
// are links that work before the app has loaded and a page the Worker renders as chosen
// (docs/decisions/006): /listing/18?from=2026-12-14&day=2026-12-15&start=…#book.

/** The booking section's id: each choice's page opens at it. */
export const bookSectionId = 'book';

export interface VisitChoice {
  /** The first London day of the fortnight shown, YYYY-MM-DD; '' for today. */
  from: string;
  /** The day whose times show; null for the fortnight's first with any. */
  day: string | null;
  /** The time chosen, as the slots give it; null for none yet. */
  start: string | null;
}

/** What the address chose; a day that is not a calendar day is ignored, as the API would refuse it. */
export function readVisitChoice(address: URLSearchParams): VisitChoice {
  const day = (name: keyof VisitChoice) => {
    const value = address.get(name) ?? '';
    return isCalendarDay(value) ? value : '';
  };
  return { from: day('from'), day: day('day') || null, start: address.get('start') || null };
}

/** The address of the same page with this choice, the rest of its address kept. */
export function visitChoiceHref(address: URLSearchParams, choice: VisitChoice): string {
  const next = new URLSearchParams(address);
  for (const [name, value] of Object.entries(choice)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  const search = next.toString();
  return `${search ? `?${search}` : '?'}#${bookSectionId}`;
}
