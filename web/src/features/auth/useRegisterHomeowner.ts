import type { HomeownerRegistrationInput } from '#schema/rules';
import { api } from '../../api/client';
import { useApiAction } from '../../api/useApiAction';
import { registrationTexts } from '../../lib/accountTexts';

/**
 * Registers a homeowner (docs/product/public-site.md §7); `onRegistered` gets the email to sign in
 * with.
 */
export function useRegisterHomeowner(onRegistered: (email: string) => void) {
  const [register, isRegistering] = useApiAction(
    (input: HomeownerRegistrationInput) => api.homeowners.register.$post({ json: input }),
    {
      signOutOn401: false,
      onSuccess: (_registered, input) => onRegistered(input.email),
      success: { title: registrationTexts.succeeded, description: registrationTexts.pleaseLogIn },
      failure: { title: registrationTexts.failed, description: registrationTexts.fallback },
    },
  );
  return { register, isRegistering };
}
