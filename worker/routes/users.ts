import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { allow } from '../lib/auth';
import { listUsers } from '../services/accounts';

export const userRoutes = new Hono<AppEnv>().get('/', allow('admin'), async (c) =>
  c.json(await listUsers(c.var.db)),
);
