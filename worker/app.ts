import { type Context, Hono } from 'hono';
import type { AppEnv } from './env';
import { handleError, notFound } from './lib/errors';
import {
  requireJsonBody,
  withDatabase,
  withNoStoreDefault,
  withSecurityHeaders,
} from './lib/middleware';
import { accountRoutes } from './routes/account';
import { adminRoutes } from './routes/admin';
import { tradesmanVerificationRoutes } from './routes/admin/verification';
import { adminReviewRoutes } from './routes/admin-reviews';
import { articleRoutes } from './routes/articles';
import { authRoutes } from './routes/auth';
import { contactRoutes } from './routes/contact';
import { health } from './routes/health';
import { homeownerRoutes } from './routes/homeowners';
import { newsletterRoutes } from './routes/newsletter';
import { articleImageRoutes, objectRoutes } from './routes/objects';
import { pageRoutes } from './routes/pages';
import { paymentRoutes } from './routes/payments';
import { quoteRoutes } from './routes/quotes';
import { registrationRoutes } from './routes/registration';
import { reviewRoutes } from './routes/reviews';
import { tradesmanRoutes } from './routes/tradesman';
import { tradesmanPlanRoutes } from './routes/tradesman-plan';
import { featuredRoutes, tradesmenRoutes } from './routes/tradesmen';
import { userRoutes } from './routes/users';
import { verificationDocumentRoutes } from './routes/verification-documents';

const api = new Hono<AppEnv>()
  .use(withSecurityHeaders)
  .use(withNoStoreDefault)
  .use(requireJsonBody(['/api/objects/', '/api/stripe/webhook']))
  .use(withDatabase)
  .route('/health', health)
  .route('/admin/reviews', adminReviewRoutes)
  .route('/admin', adminRoutes)
  .route('/articles', articleRoutes)
  .route('/contact-messages', contactRoutes)
  .route('/newsletter', newsletterRoutes)
  .route('/auth', authRoutes)
  .route('/account', accountRoutes)
  .route('/homeowners', homeownerRoutes)
  .route('/users', userRoutes)
  .route('/tradesman', tradesmanRoutes)
  .route('/tradesman', tradesmanPlanRoutes)
  .route('/tradesmen', tradesmanVerificationRoutes)
  .route('/tradesmen', tradesmenRoutes)
  .route('/featured-tradesmen', featuredRoutes)
  .route('/quote-requests', quoteRoutes)
  .route('/reviews', reviewRoutes)
  .route('/objects', objectRoutes)
  .route('/article-images', articleImageRoutes)
  .route('/verification-documents', verificationDocumentRoutes)
  .route('/stripe', paymentRoutes)
  .route('/', registrationRoutes);

/** The request's execution context; a test's `app.request` has none. */
function executionContextOf(c: Context<AppEnv>) {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

const site = new Hono<AppEnv>().route('/api', api);
export const app = site.route(
  '/',
  pageRoutes(
    (c) => async (input, init) =>
      site.fetch(new Request(input, init), c.env, executionContextOf(c)),
  ),
);
app.onError(handleError);
app.notFound(notFound);
api.notFound(notFound);

export type AppType = typeof app;
