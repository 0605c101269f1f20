import { Hono } from 'hono';
import { userListQueryRules } from '../../schema/rules';
import type { AppEnv } from '../env';
import { allow } from '../lib/auth';
import { validate } from '../lib/validate';
import { listUsers } from '../services/accounts';

/**
 * GET /api/users answers the spec's list of users; the paging lives in headers so the shape stays:
 * X-Total-Count, X-Page and X-Page-Size.
 */
export const userRoutes = new Hono<AppEnv>().get(
  '/',
  allow('admin'),
  validate('query', userListQueryRules),
  async (c) => {
    const query = c.req.valid('query');
    const { users, total } = await listUsers(c.var.db, query);
    c.header('X-Total-Count', String(total));
    c.header('X-Page', String(query.page));
    c.header('X-Page-Size', String(query.pageSize));
    return c.json(users);
  },
);
