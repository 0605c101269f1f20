// The signed-in tradesperson's plan and billing: upgrade or downgrade, the dashboard's billing
// summary, the billing history (every invoice, with its receipt) and Stripe's billing portal.
import { Hono } from 'hono';
import * as v from 'valibot';
import { upgradePlanRules } from '../../../schema/rules';
import type { AppEnv } from '../../env';
import { fail } from '../../lib/errors';
import { siteUrlFor } from '../../lib/site-url';
import { Stripe, stripeFor } from '../../lib/stripe';
import { allow, currentUser } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { toTradesmanAccount } from '../../services/accounts/users';
import { billingHistory } from '../../services/billing/invoices';
import { billingSummary, changePlan, planMessages } from '../../services/billing/plan-changes';
import { findOwnListing } from '../../services/listings/profile';

const portalMessages = {
  noCustomer: 'There is no billing account yet: choose a paid plan first.',
  notSetUp:
    'The billing portal is not set up for this Stripe account (Stripe dashboard → Settings → Billing → Customer portal).',
} as const;

const portalRules = v.object({
  returnUrl: v.optional(v.pipe(v.string(), v.maxLength(500)), ''),
});

export const planRoutes = new Hono<AppEnv>()
  .post('/upgrade-plan', allow('tradesperson'), validate('json', upgradePlanRules), async (c) => {
    const user = currentUser(c);
    const listing = await findOwnListing(c.var.db, user.id);
    if (!listing) fail(404, planMessages.noListing);
    const message = await changePlan(
      c.var.db,
      () => stripeFor(c.env),
      listing,
      user.id,
      c.req.valid('json'),
      new Date(),
    );
    const updated = (await findOwnListing(c.var.db, user.id)) ?? listing;
    return c.json({
      success: true,
      message,
      account: toTradesmanAccount(user, updated),
      billing: billingSummary(updated, new Date()),
    });
  })
  .get('/invoices', allow('tradesperson'), async (c) => {
    const user = currentUser(c);
    const listing = await findOwnListing(c.var.db, user.id);
    if (!listing) fail(404, planMessages.noListing);
    // Without Stripe configured there is nothing billed to list.
    if (!c.env.STRIPE_SECRET_KEY) return c.json({ invoices: [] });
    return c.json({
      invoices: await billingHistory(c.var.db, stripeFor(c.env), listing, user.id),
    });
  })
  .get('/billing', allow('tradesperson'), async (c) => {
    const listing = await findOwnListing(c.var.db, currentUser(c).id);
    if (!listing) fail(404, planMessages.noListing);
    return c.json(billingSummary(listing, new Date()));
  })
  .post('/billing-portal', allow('tradesperson'), validate('json', portalRules), async (c) => {
    const listing = await findOwnListing(c.var.db, currentUser(c).id);
    if (!listing) fail(404, planMessages.noListing);
    if (!listing.stripeCustomerId) fail(400, portalMessages.noCustomer);
    // From configuration, never the Host header: the portal sends the trade back to this address.
    const origin = siteUrlFor(c.env);
    const returnUrl = c.req.valid('json').returnUrl;
    try {
      const session = await stripeFor(c.env).billingPortal.sessions.create({
        customer: listing.stripeCustomerId,
        // Only back to this site: a portal link must not carry the user elsewhere.
        return_url: returnUrl.startsWith('/') ? `${origin}${returnUrl}` : `${origin}/dashboard`,
      });
      return c.json({ url: session.url });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError)
        fail(501, portalMessages.notSetUp);
      throw error;
    }
  });
