// Everything under /api/tradesman: the signed-in tradesperson's own account and profile, and their
// plan and billing, their logo and gallery.
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { galleryRoutes } from './gallery';
import { planRoutes } from './plan';
import { profileRoutes } from './profile';

export const tradesmanRoutes = new Hono<AppEnv>()
  .route('/', profileRoutes)
  .route('/', planRoutes)
  .route('/', galleryRoutes);
