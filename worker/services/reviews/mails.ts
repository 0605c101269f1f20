// What a review's author is told when a moderator decides on it
// (docs/decisions/019-proven-e-mail-and-held-reviews.md): the decision and the moderator's words.
import type { Mail } from '../mail/outbox';

const signOff = ['', 'Retrofit Smarter Greener'];

export function reviewReleasedMail(
  to: string,
  review: { title: string; tradesmanName: string },
  message: string,
): Mail {
  return {
    to,
    subject: 'Your review is published',
    template: 'review-released',
    body: [
      'Hello,',
      '',
      `Your review "${review.title}" of ${review.tradesmanName} was checked by our team and is now public.`,
      '',
      `Our moderator's note: ${message}`,
      ...signOff,
    ].join('\n'),
  };
}

export function reviewRemovedMail(
  to: string,
  review: { title: string; tradesmanName: string },
  reason: string,
  message: string,
): Mail {
  return {
    to,
    subject: 'Your review was removed',
    template: 'review-removed',
    body: [
      'Hello,',
      '',
      `Your review "${review.title}" of ${review.tradesmanName} was removed by our moderators: ${reason}.`,
      '',
      `Our moderator's note: ${message}`,
      '',
      'Our review policy on the website explains what we remove and why. If you think this is a mistake, reply to this e-mail.',
      ...signOff,
    ].join('\n'),
  };
}
