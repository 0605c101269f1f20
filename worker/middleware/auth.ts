// Who is calling: the bearer token is checked against the sessions table, and the role comes from
// the database, so a demotion or deactivation takes effect at once. Public routes never pay for
// this lookup: it runs only where a route asks for the caller.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Role, UploadPurpose } from '../../schema/catalogues';
import { uploadAccessMessages } from '../../schema/rules';
import type { AppEnv } from '../env';
import { fail } from '../lib/errors';
import { readSessionToken } from '../lib/jwt';
import { uploadPolicies } from '../lib/storage';
import { findSessionUser } from '../services/accounts/sessions';

export const signInRequired = 'Please sign in to continue.';
export const forbidden = "You don't have permission to do that.";

type SessionUser = NonNullable<AppEnv['Variables']['user']>;

/** The signed-in user or null for a visitor; looked up once per request. */
export async function resolveUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const known = c.get('user');
  if (known !== undefined) return known;
  const header = c.req.header('authorization') ?? '';
  return resolveUserBy(c, header.startsWith('Bearer ') ? header.slice(7).trim() : '');
}

/**
 * The user a session token names, as `resolveUser` reads a bearer header's: for a form a page
 * posts as plain HTML, which carries the token in a field (routes/posted-forms.ts).
 */
export async function resolveUserBy(
  c: Context<AppEnv>,
  token: string,
): Promise<SessionUser | null> {
  const claims = token ? await readSessionToken(c.env.JWT_SECRET, token) : null;
  const user = claims
    ? await findSessionUser(c.var.db, claims.sessionId, claims.userId, new Date())
    : null;
  c.set('user', user);
  c.set('sessionId', user && claims ? claims.sessionId : null);
  return user;
}

/** Declares the roles a route allows: 401 for nobody signed in, 403 for any other role. */
export const allow = (...roles: Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = await resolveUser(c);
    if (!user) fail(401, signInRequired);
    if (!roles.includes(user.role)) fail(403, forbidden);
    await next();
  });

export const anyRole = allow('admin', 'editor', 'tradesperson', 'resident');

/** The signed-in user in a route guarded by `allow`. */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) fail(401, signInRequired);
  return user;
}

/** The signed-in user allowed to upload for the purpose; 401 or 403 with the purpose's rule. */
export async function uploader(c: Context<AppEnv>, purpose: UploadPurpose) {
  const user = await resolveUser(c);
  if (!user) fail(401, uploadAccessMessages[purpose]);
  if (!uploadPolicies[purpose].roles.includes(user.role)) fail(403, uploadAccessMessages[purpose]);
  return user;
}
