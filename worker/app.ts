import { Hono } from 'hono';
import type { AppEnv } from './env';
import { handleError, notFound } from './lib/errors';
import {
  requireJsonBody,
  withDatabase,
  withNoStoreDefault,
  withSecurityHeaders,
} from './lib/middleware';
import { adminRoutes } from './routes/admin';
import { articleRoutes } from './routes/articles';
import { authRoutes } from './routes/auth';
import { contactRoutes } from './routes/contact';
import { health } from './routes/health';
import { homeownerRoutes } from './routes/homeowners';
import { newsletterRoutes } from './routes/newsletter';
import { articleImageRoutes, objectRoutes } from './routes/objects';
import { profilePages } from './routes/profile-pages';
import { quoteRoutes } from './routes/quotes';
import { tradesmanRoutes } from './routes/tradesman';
import { featuredRoutes, tradesmenRoutes } from './routes/tradesmen';
import { userRoutes } from './routes/users';

const api = new Hono<AppEnv>()
  .use(withSecurityHeaders)
  .use(withNoStoreDefault)
  .use(requireJsonBody(['/api/objects/', '/api/stripe/webhook']))
  .use(withDatabase)
  .route('/health', health)
  .route('/admin', adminRoutes)
  .route('/articles', articleRoutes)
  .route('/contact-messages', contactRoutes)
  .route('/newsletter', newsletterRoutes)
  .route('/auth', authRoutes)
  .route('/homeowners', homeownerRoutes)
  .route('/users', userRoutes)
  .route('/tradesman', tradesmanRoutes)
  .route('/tradesmen', tradesmenRoutes)
  .route('/featured-tradesmen', featuredRoutes)
  .route('/quote-requests', quoteRoutes)
  .route('/objects', objectRoutes)
  .route('/article-images', articleImageRoutes);

export const app = new Hono<AppEnv>().route('/api', api).route('/', profilePages);
app.onError(handleError);
app.notFound(notFound);
api.notFound(notFound);

export type AppType = typeof app;
