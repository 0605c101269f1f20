// /api/tradesman/add-ons (issue 23): the add-ons the signed-in trade can buy and has bought; a
// payment for one; and the confirmation that grants it once Stripe has taken the money (the
// webhook grants it too, if the browser never comes back).
import { Hono } from 'hono';
import { addOns } from '../../../schema/plans';
import { addOnConfirmRules, addOnPurchaseRules } from '../../../schema/rules';
import type { AppEnv } from '../../env';
import { fail } from '../../lib/errors';
import { stripeFor } from '../../lib/stripe';
import { allow, currentUser } from '../../middleware/auth';
import { bySignedInUser, rateLimit, rateRules } from '../../middleware/rate-limit';
import { validate } from '../../middleware/validate';
import { addOnsOf, fulfilAddOn, startAddOnPayment } from '../../services/billing/add-ons';
import { billingMessages } from '../../services/billing/payments';
import { planMessages } from '../../services/billing/plan-changes';
import { findOwnListing } from '../../services/listings/profile';
import { badgeShowsAt } from '../../services/listings/verified-badge';

export const addOnRoutes = new Hono<AppEnv>()
  .get('/add-ons', allow('tradesperson'), async (c) => {
    const now = new Date();
    const listing = await findOwnListing(c.var.db, currentUser(c).id);
    if (!listing) fail(404, planMessages.noListing);
    const { purchases: _, ...active } = await addOnsOf(c.var.db, listing.id, now);
    // `area`: the search area a boost bought now applies to, the listing's own (fulfilAddOn).
    return c.json({
      catalogue: addOns,
      active,
      verified: badgeShowsAt(listing, now),
      area: listing.location,
    });
  })
  .post(
    '/add-ons',
    allow('tradesperson'),
    validate('json', addOnPurchaseRules),
    rateLimit(rateRules.addOnPayment, bySignedInUser),
    async (c) => {
      const user = currentUser(c);
      const listing = await findOwnListing(c.var.db, user.id);
      if (!listing) fail(404, planMessages.noListing);
      const payment = await startAddOnPayment(
        c.var.db,
        stripeFor(c.env),
        listing,
        user,
        c.req.valid('json'),
        new Date(),
      );
      return c.json(payment, 201);
    },
  )
  .post(
    '/add-ons/confirm',
    allow('tradesperson'),
    validate('json', addOnConfirmRules),
    async (c) => {
      const user = currentUser(c);
      const granted = await fulfilAddOn(
        c.var.db,
        stripeFor(c.env),
        c.req.valid('json').paymentIntentId,
        new Date(),
        user.id,
      );
      if (!granted) fail(404, billingMessages.unknownPayment);
      const { purchases: _, ...active } = await addOnsOf(c.var.db, granted.tradesmanId, new Date());
      return c.json({ addOn: granted.addOn, quantity: granted.quantity, active });
    },
  );
