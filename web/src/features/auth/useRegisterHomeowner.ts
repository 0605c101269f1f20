import type { HomeownerRegistrationInput } from '#schema/rules';
import { api } from '../../api/client';
import { useApiAction } from '../../api/useApiAction';
import { homeownerSignUpTexts } from '../../lib/accountTexts';

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
      success: {
        title: homeownerSignUpTexts.succeeded,
        description: homeownerSignUpTexts.pleaseLogIn,
      },
      failure: { title: homeownerSignUpTexts.failed, description: homeownerSignUpTexts.fallback },
    },
  );
  return { register, isRegistering };
}
