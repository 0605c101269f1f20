import type { ClientResponse } from 'hono/client';
import { useCallback, useRef, useState } from 'react';
import { serverMessage } from '../lib/serverMessage';
import { showToast } from '../lib/toaster';
import { type SuccessBody, unwrap } from './client';
import { ApiError } from './http';
import { useSignOutOn401 } from './useSignOutOn401';

/** A toast's words (docs/product/public-site.md §9: one toast at a time). */
export interface ToastText {
  title: string;
  description?: string;
}

/** Why an action failed, read once: the server's `{ error }` message and the reply's status. */
export interface ActionFailure {
  /** The server's own wording, or undefined (network failure, a body without `error`). */
  message: string | undefined;
  /** The HTTP status, or undefined when no reply came (or the failure was not the server's). */
  status: number | undefined;
  error: unknown;
}

/** What a request answers: a typed client call (unwrapped here) or any other promised value. */
type Answer<R> = R extends ClientResponse<unknown> ? SuccessBody<R> : R;

export interface ApiActionOptions<Args extends unknown[], Result> {
  /** Runs after the request succeeded; a throw here counts as a failure of the action. */
  onSuccess?: (result: Result, ...args: Args) => void | Promise<void>;
  /** The product's success toast, if any. */
  success?: ToastText | ((result: Result, ...args: Args) => ToastText);
  /** The product's failure toast; a string description is shown when the server gave no message. */
  failure?:
    | { title: string; description?: string }
    | ((failure: ActionFailure, ...args: Args) => ToastText);
  /** Runs after the failure toast, e.g. to re-read a list the server says has changed. */
  onFailure?: (failure: ActionFailure, ...args: Args) => void | Promise<void>;
  /**
   * A 401 clears the sign-in and goes to /auth, without a failure toast
   * (docs/product/public-site.md §4).
   */
  signOutOn401?: boolean;
}

export type ApiAction<Args extends unknown[], Result> = [
  /** Resolves to the answer, or undefined when the action failed or one was already running. */
  run: (...args: Args) => Promise<Result | undefined>,
  isRunning: boolean,
];

function failureOf(error: unknown): ActionFailure {
  return {
    message: serverMessage(error),
    status: error instanceof ApiError ? error.status : undefined,
    error,
  };
}

/** A fetch reply (what the typed client answers at run time), told apart from a plain value. */
function isReply(value: unknown): value is ClientResponse<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'ok' in value &&
    'status' in value &&
    'json' in value
  );
}

/**
 * The one way the client acts on the API: one call at a time (a double click sends once), the typed
 * reply unwrapped, the server's `{ error }` read once, a 401 signing out by default, and the
 * product's success and failure toasts. Reads stay with SWR; this is for everything that changes
 * data.
 */
export function useApiAction<Args extends unknown[], R>(
  request: (...args: Args) => Promise<R>,
  options: ApiActionOptions<Args, Answer<R>> = {},
): ApiAction<Args, Answer<R>> {
  const signOutOn401 = useSignOutOn401();
  const running = useRef(false);
  const [isRunning, setIsRunning] = useState(false);
  // The latest request and options, so callers may pass fresh closures on every render.
  const latest = useRef({ request, options, signOutOn401 });
  latest.current = { request, options, signOutOn401 };

  const run = useCallback(async (...args: Args): Promise<Answer<R> | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setIsRunning(true);
    const { request, options, signOutOn401 } = latest.current;
    try {
      const reply = await request(...args);
      const result = (isReply(reply) ? await unwrap(reply) : reply) as Answer<R>;
      await options.onSuccess?.(result, ...args);
      const success =
        typeof options.success === 'function' ? options.success(result, ...args) : options.success;
      if (success) showToast({ type: 'success', ...success });
      return result;
    } catch (error) {
      if ((options.signOutOn401 ?? true) && signOutOn401(error)) return undefined;
      const failure = failureOf(error);
      const toast =
        typeof options.failure === 'function'
          ? options.failure(failure, ...args)
          : options.failure && {
              title: options.failure.title,
              description: failure.message ?? options.failure.description,
            };
      if (toast) showToast({ type: 'error', ...toast });
      await options.onFailure?.(failure, ...args);
      return undefined;
    } finally {
      running.current = false;
      setIsRunning(false);
    }
  }, []);

  return [run, isRunning];
}
