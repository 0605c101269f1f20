import { Hono } from 'hono';
import * as v from 'valibot';
import {
  adminMessages,
  idField,
  roleChangeRules,
  userCreateRules,
  userEditRules,
  userListQueryRules,
} from '../../../schema/rules';
import type { AppEnv } from '../../env';
import { stripeFor } from '../../lib/stripe';
import { allow, currentUser } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { listUsers } from '../../services/accounts/users';
import { deleteDiscardedObjects } from '../../services/files/objects';
import { createUser, deleteUser, updateUser } from '../../services/flows/admin-users';

const userParam = validate('param', v.object({ id: idField(adminMessages.userNotFound) }), 404);

function deletionSummary(listings: number, quotes: number) {
  const listing =
    listings > 0
      ? 'Their listing was removed from the directory with its verification documents and reviews.'
      : 'They had no listing.';
  return `${listing} ${quotes} quote request(s) stay with the homeowners who sent them.`;
}

/** /api/admin/users — user management (docs/product/business-side.md §2.7, §5, §6). */
export const adminUserRoutes = new Hono<AppEnv>()
  .use(allow('admin'))
  .post('/', validate('json', userCreateRules), async (c) => {
    const user = await createUser(c.var.db, currentUser(c), c.req.valid('json'));
    return c.json(user, 201);
  })
  .put('/:id', userParam, validate('json', userEditRules), async (c) => {
    const user = await updateUser(
      c.var.db,
      currentUser(c),
      c.req.valid('param').id,
      c.req.valid('json'),
      new Date(),
    );
    return c.json(user);
  })
  .put('/:id/role', userParam, validate('json', roleChangeRules), async (c) => {
    const user = await updateUser(
      c.var.db,
      currentUser(c),
      c.req.valid('param').id,
      c.req.valid('json'),
      new Date(),
    );
    return c.json({ message: adminMessages.roleUpdated, user });
  })
  .delete('/:id', userParam, async (c) => {
    const deleted = await deleteUser(
      c.var.db,
      () => stripeFor(c.env),
      currentUser(c),
      c.req.valid('param').id,
    );
    // After the commit: R2 is not transactional; a failure here is retried by the hourly job.
    await deleteDiscardedObjects(c.var.db, c.env.FILES, deleted.discardedKeys);
    return c.json({
      message: adminMessages.userDeleted,
      listingsDeleted: deleted.listingsDeleted,
      quoteRequestsKept: deleted.quoteRequestsKept,
      filesDeleted: deleted.discardedKeys.length,
      summary: deletionSummary(deleted.listingsDeleted, deleted.quoteRequestsKept),
    });
  });

/**
 * GET /api/users answers the list of users of docs/product/business-side.md §7 (admins only;
 * mounted outside /api/admin); the paging lives in headers so the shape stays: X-Total-Count,
 * X-Page and X-Page-Size.
 */
export const userListRoutes = new Hono<AppEnv>().get(
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
