// Everything under /api/tradesman: the signed-in tradesperson's own account and profile, and their
// plan and billing, and the Premium tools.
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { marketingRoutes } from './marketing';
import { planRoutes } from './plan';
import { profileRoutes } from './profile';
import { supportRoutes } from './support';

export const tradesmanRoutes = new Hono<AppEnv>()
  .route('/', profileRoutes)
  .route('/', planRoutes)
  .route('/', supportRoutes)
  .route('/', marketingRoutes);
