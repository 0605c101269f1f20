// Everything under /api/tradesmen: the public directory, and variant B's verification change, which
// is admins' only and so lives with the admin routes.
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { tradesmanVerificationRoutes } from '../admin/verification';
import { badgeRoutes } from './badge';
import { bookingRoutes } from './booking';
import { directoryRoutes } from './directory';

export const tradesmenRoutes = new Hono<AppEnv>()
  .route('/', tradesmanVerificationRoutes)
  .route('/', badgeRoutes)
  .route('/', directoryRoutes)
  .route('/', bookingRoutes);
