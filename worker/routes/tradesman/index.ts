// Everything under /api/tradesman: the signed-in tradesperson's own account and profile, and their
// plan, billing and add-ons, analytics, availability, credential ledger, logo and gallery, and the
// Premium tools.
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { addOnRoutes } from './add-ons';
import { analyticsRoutes } from './analytics';
import { availabilityRoutes } from './availability';
import { credentialRoutes } from './credentials';
import { galleryRoutes } from './gallery';
import { marketingRoutes } from './marketing';
import { planRoutes } from './plan';
import { profileRoutes } from './profile';
import { supportRoutes } from './support';

export const tradesmanRoutes = new Hono<AppEnv>()
  .route('/', profileRoutes)
  .route('/', planRoutes)
  .route('/', addOnRoutes)
  .route('/', analyticsRoutes)
  .route('/', availabilityRoutes)
  .route('/', credentialRoutes)
  .route('/', galleryRoutes)
  .route('/', supportRoutes)
  .route('/', marketingRoutes);
