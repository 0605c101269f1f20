import type { HomeownerRegistrationInput } from '../../../../schema/rules';
import { api, unwrap } from '../../api/client';
import { registrationTexts } from '../../lib/accountTexts';
import { serverMessage } from '../../lib/serverMessage';
import { showToast } from '../../lib/toaster';
import { useSingleFlight } from '../../lib/useSingleFlight';

/** Registers a homeowner (spec public-site §7); `onRegistered` gets the email to sign in with. */
export function useRegisterHomeowner(onRegistered: (email: string) => void) {
  const [register, isRegistering] = useSingleFlight(async (input: HomeownerRegistrationInput) => {
    try {
      await unwrap(api.homeowners.register.$post({ json: input }));
      showToast({
        type: 'success',
        title: registrationTexts.succeeded,
        description: registrationTexts.pleaseLogIn,
      });
      onRegistered(input.email);
    } catch (error) {
      showToast({
        type: 'error',
        title: registrationTexts.failed,
        description: serverMessage(error) ?? registrationTexts.fallback,
      });
    }
  });
  return { register, isRegistering };
}
