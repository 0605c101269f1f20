import { type Context, Hono } from 'hono';
import type { AppEnv } from './env';
import { withDatabase } from './middleware/database';
import { deliverAfterWrites } from './middleware/deliver-soon';
import { freshAfterWrites, pageReadHeader, withEdgeCache } from './middleware/edge-cache';
import { handleError, notFound } from './middleware/errors';
import { withNoStoreDefault, withSecurityHeaders } from './middleware/headers';
import { requireJsonBody } from './middleware/json-body';
import { hidesTally, recountServed } from './middleware/listing-tally';
import { accountRoutes } from './routes/account';
import { adminRoutes } from './routes/admin';
import { userListRoutes } from './routes/admin/users';
import { articleImageRoutes } from './routes/article-images';
import { articleRoutes } from './routes/articles';
import { authRoutes } from './routes/auth';
import { bookingRoutes } from './routes/bookings';
import { contactRoutes } from './routes/contact-messages';
import { paymentIntentRoutes } from './routes/create-payment-intent';
import { credentialSchemeRoutes } from './routes/credential-schemes';
import { featuredRoutes } from './routes/featured-tradesmen';
import { grantRoutes } from './routes/grants';
import { health } from './routes/health';
import { homeownerRoutes } from './routes/homeowners';
import { newsletterRoutes } from './routes/newsletter';
import { objectRoutes } from './routes/objects';
import { pageRoutes } from './routes/pages';
import { planCatalogueRoutes } from './routes/plans';
import { quoteRoutes } from './routes/quote-requests';
import { tradesmanRegistrationRoutes } from './routes/register-tradesman';
import { reviewRoutes } from './routes/reviews';
import { sharedStyleRoutes } from './routes/shared-styles';
import { paymentRoutes } from './routes/stripe';
import { tradesmanRoutes } from './routes/tradesman';
import { tradesmenRoutes } from './routes/tradesmen';
import { verificationDocumentRoutes } from './routes/verification-documents';

/**
 * One mount per URL prefix, served by the route file or folder of that name under routes/; an
 * admin-only router lives under routes/admin/ whatever its URL (GET /api/users here).
 */
const api = new Hono<AppEnv>()
  .use(withSecurityHeaders)
  .use(withNoStoreDefault)
  .use(requireJsonBody)
  .use(withDatabase)
  .use(deliverAfterWrites)
  .route('/health', health)
  .route('/admin', adminRoutes)
  .route('/articles', articleRoutes)
  .route('/contact-messages', contactRoutes)
  .route('/credential-schemes', credentialSchemeRoutes)
  .route('/newsletter', newsletterRoutes)
  .route('/auth', authRoutes)
  .route('/account', accountRoutes)
  .route('/homeowners', homeownerRoutes)
  .route('/users', userListRoutes)
  .route('/tradesman', tradesmanRoutes)
  .route('/tradesmen', tradesmenRoutes)
  .route('/featured-tradesmen', featuredRoutes)
  .route('/plans', planCatalogueRoutes)
  .route('/grants', grantRoutes)
  .route('/quote-requests', quoteRoutes)
  .route('/reviews', reviewRoutes)
  .route('/bookings', bookingRoutes)
  .route('/objects', objectRoutes)
  .route('/article-images', articleImageRoutes)
  .route('/verification-documents', verificationDocumentRoutes)
  .route('/stripe', paymentRoutes)
  .route('/create-payment-intent', paymentIntentRoutes)
  .route('/register-tradesman', tradesmanRegistrationRoutes);

/** The request's execution context; a test's `app.request` has none. */
function executionContextOf(c: Context<AppEnv>) {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

/** A request answered by the whole app in-process, as if it had come from outside. */
async function answerWithin(request: Request, c: Context<AppEnv>): Promise<Response> {
  return site.fetch(request, c.env, executionContextOf(c));
}

// Public answers come from the edge cache when it holds them (docs/decisions/023-edge-cache.md);
// a copy it serves counts for the listing counters as its route's answer did.
const site = new Hono<AppEnv>()
  .use(hidesTally)
  .use(freshAfterWrites)
  .use(withEdgeCache({ refetch: answerWithin, onServed: recountServed }))
  .route('/api', api)
  .route('/styles', sharedStyleRoutes);
export const app = site.route(
  '/',
  pageRoutes((c) => async (input, init) => {
    // The page's own reads carry the visitor's agent, so the listing counters can tell a
    // crawler's page load from a person's (docs/product/business-side.md §10.4).
    const request = new Request(input, init);
    const agent = c.req.header('user-agent');
    if (agent) request.headers.set('user-agent', agent);
    request.headers.set(pageReadHeader, '1');
    return answerWithin(request, c);
  }),
);
app.onError(handleError);
app.notFound(notFound);
api.notFound(notFound);

export type AppType = typeof app;
