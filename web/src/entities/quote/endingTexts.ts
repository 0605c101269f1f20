// What a tradesperson is told before ending a lead: what the homeowner will see (no mail is sent
// for these moves, so the dashboard status is all they get).
type Ending = 'rejected' | 'cancelled';

export const isEnding = (status: string): status is Ending =>
  status === 'rejected' || status === 'cancelled';

export const endingTexts: Record<
  Ending,
  (name: string) => { title: string; body: string; confirm: string }
> = {
  rejected: (name) => ({
    title: `Decline ${name}'s request?`,
    body: `${name} will see this request as Declined on their dashboard. We don't e-mail them about it, so if you have already been in touch, tell them yourself. This cannot be undone.`,
    confirm: 'Decline request',
  }),
  cancelled: (name) => ({
    title: `Cancel ${name}'s request?`,
    body: `${name} will see this request as Cancelled on their dashboard, and it can no longer be completed or reviewed. We don't e-mail them about it, so let them know why. This cannot be undone.`,
    confirm: 'Cancel request',
  }),
};
