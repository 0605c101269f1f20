import type { InferResponseType } from 'hono/client';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Role } from '#schema/catalogues';
import type { LoginInput } from '#schema/rules';
import { loginTexts } from '../lib/accountTexts';
import { removeStoredItem, type StorageKey, setStoredItem, storageKeys } from '../lib/storage';
import { api } from './client';
import { ApiError } from './http';
import { type ActionFailure, type ToastText, useApiAction } from './useApiAction';
import { type CurrentUser, useCurrentUser, useLoadSignedInUser } from './useCurrentUser';

type LoginReply = InferResponseType<typeof api.auth.login.$post, 200>;

function storeJsonOrRemove(key: StorageKey, value: unknown) {
  if (value == null) removeStoredItem(key);
  else setStoredItem(key, JSON.stringify(value));
}

/**
 * Keeps what a login-shaped answer carries (docs/product/public-site.md §3), dropping a previous
 * user's records. Registration answers the same shape, so a new tradesperson is signed in the same
 * way.
 */
export function storeSignIn(
  reply: Pick<LoginReply, 'token' | 'account' | 'profile' | 'homeowner'>,
) {
  storeJsonOrRemove(storageKeys.tradesmanAccount, reply.account);
  storeJsonOrRemove(storageKeys.tradesmanProfile, reply.profile);
  storeJsonOrRemove(storageKeys.homeowner, reply.homeowner);
  // Last, because the token is what the rest of the app reacts to.
  setStoredItem(storageKeys.authToken, reply.token);
}

/**
 * Keeps a sign-in the server answered (a login, or a password reset that signs the user in): the
 * user is read into the cache first, so the shell never shows its loader between screens.
 */
export function useKeepSignIn() {
  const loadSignedInUser = useLoadSignedInUser();
  return useCallback(
    async (reply: LoginReply) => {
      await loadSignedInUser(reply.token);
      storeSignIn(reply);
    },
    [loadSignedInUser],
  );
}

/**
 * docs/product/public-site.md §8: the server's message or 'Login failed'; anything else is
 * unexpected.
 */
function loginFailure({ message, error }: ActionFailure): ToastText {
  const description =
    error instanceof ApiError ? (message ?? loginTexts.fallback) : loginTexts.unexpected;
  return { title: loginTexts.failed, description };
}

export interface LoginOptions {
  /** Where a user goes once signed in, by role. */
  landingFor: (role: Role) => string;
  /** The pause between the welcome toast and the redirect (schema/limits). */
  redirectDelayMs: number;
}

export interface Login {
  logIn: (credentials: LoginInput) => Promise<unknown>;
  /** True from submit until the redirect, so the form cannot be sent twice. */
  isLoggingIn: boolean;
  /** The user already signed in on arrival; null while and after this screen signs someone in. */
  returningUser: CurrentUser | null;
}

/**
 * The sign-in flow shared by /auth and /admin/login: call the API, keep the answer, load the
 * current user, welcome them by name, then go where `landingFor` says after the delay.
 */
export function useLogin({ landingFor, redirectDelayMs }: LoginOptions): Login {
  const { user } = useCurrentUser();
  const keepSignIn = useKeepSignIn();
  const navigate = useNavigate();
  const [landing, setLanding] = useState<string | null>(null);

  useEffect(() => {
    if (landing === null) return;
    const timer = setTimeout(() => navigate(landing, { replace: true }), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [landing, navigate, redirectDelayMs]);

  const [logIn, isPending] = useApiAction(
    (credentials: LoginInput) => api.auth.login.$post({ json: credentials }),
    {
      // Wrong credentials answer 401: that is a failed login to toast, not a session to end.
      signOutOn401: false,
      onSuccess: async (reply) => {
        await keepSignIn(reply);
        setLanding(landingFor(reply.user.role));
      },
      success: (reply) => ({
        title: loginTexts.succeeded,
        description: loginTexts.welcome(reply.user.name),
      }),
      failure: loginFailure,
    },
  );

  const isLoggingIn = isPending || landing !== null;
  return { logIn, isLoggingIn, returningUser: isLoggingIn ? null : user };
}
