// The mails billing sends of its own accord (a renewal that failed, a plan that lapsed).
import { findPlan } from '../../../schema/plans';
import type { Mail } from '../mail/outbox';

export function renewalFailedMail(owner: { name: string; email: string; plan: string }): Mail {
  const plan = findPlan(owner.plan)?.name ?? owner.plan;
  return {
    to: owner.email,
    subject: 'Your plan renewal payment failed',
    template: 'renewal-failed',
    body: [
      `Hello ${owner.name},`,
      '',
      `We could not take the renewal payment for your ${plan} plan. Stripe will try again over the next few days.`,
      'Please update your card from the Upgrade Plan tab of your dashboard (Manage billing) to keep your plan.',
    ].join('\n'),
  };
}

export function planLapsedMail(
  owner: { name: string; email: string; plan: string },
  hidden: readonly string[],
): Mail {
  const plan = findPlan(owner.plan)?.name ?? owner.plan;
  return {
    to: owner.email,
    subject: 'Your plan has ended',
    template: 'plan-lapsed',
    body: [
      `Hello ${owner.name},`,
      '',
      `Your ${plan} plan has ended without a paid renewal, so your listing is now on the Free plan.`,
      ...(hidden.length > 0
        ? [
            `These services are hidden from your listing but kept: ${hidden.join(', ')}. They come back when you choose a paid plan again.`,
          ]
        : []),
      'You can choose a plan from the Upgrade Plan tab of your dashboard.',
    ].join('\n'),
  };
}
