import { api, unwrap } from '../../api/client';
import { ApiError } from '../../api/http';
import { serverMessage } from '../../lib/serverMessage';

/**
 * The server's refusal when `contactEmail` already belongs to an account that cannot register
 * again, or null. Any other answer (offline, too many checks) lets the person go on: the
 * registration itself checks again.
 */
export async function takenEmailMessage(contactEmail: string): Promise<string | null> {
  try {
    await unwrap(api['register-tradesman'].email.$post({ json: { contactEmail } }));
    return null;
  } catch (error) {
    return error instanceof ApiError && error.status === 409
      ? (serverMessage(error) ?? null)
      : null;
  }
}
