import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { users } from '../../schema/tables';
import type { AppEnv } from '../env';
import { allow } from '../lib/auth';
import { toPublicUser } from '../services/users';

export const userRoutes = new Hono<AppEnv>().get('/', allow('admin'), async (c) => {
  const rows = await c.var.db.select().from(users).orderBy(desc(users.createdAt), desc(users.id));
  return c.json(rows.map(toPublicUser));
});
