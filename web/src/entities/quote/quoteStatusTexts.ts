import type { QuoteStatus } from '#schema/catalogues';
import { timelineLabels } from './quoteTimelines';

export const quoteStatusLabels: Record<QuoteStatus, string> = {
  pending: 'Pending',
  contacted: 'Contacted',
  quoted: 'Quoted',
  completed: 'Completed',
  cancelled: 'Cancelled',
  rejected: 'Declined',
};

export const quoteStatusPalettes: Record<QuoteStatus, string> = {
  pending: 'yellow',
  contacted: 'blue',
  quoted: 'purple',
  completed: 'green',
  cancelled: 'gray',
  rejected: 'red',
};

/** The button that moves a request to each status (schema `quoteTransitions` says which apply). */
export const quoteMoveLabels: Record<QuoteStatus, string> = {
  pending: 'Reopen',
  contacted: 'Mark Contacted',
  quoted: 'Mark Quoted',
  completed: 'Mark Completed',
  cancelled: 'Cancel',
  rejected: 'Decline',
};

/** A stored timeline value as people read it; an unknown value shows as stored. */
export function timelineLabel(timeline: string): string {
  return (timelineLabels as Record<string, string>)[timeline] ?? timeline;
}
