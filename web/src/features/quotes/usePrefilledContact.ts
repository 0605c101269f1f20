import { useEffect } from 'react';
import { quoteContactRules } from '#schema/rules';
import { useCurrentUser } from '../../api/useCurrentUser';
import { useForm } from '../../components/form/useForm';
import type { FormStart } from '../../lib/postedForm';
import { storageKeys } from '../../lib/storage';
import { useStoredItem } from '../../lib/useStoredItem';
import { accountContact, emptyContact, type QuoteContact } from './quoteForm';

/**
 * The quote form's contact part, filled in from a signed-in homeowner's account (name and e-mail
 * from the current user, phone, address and postcode from the record kept since login) so they
 * only check it. Other visitors, and staff or trades, start empty; a form the page posted without
 * script starts as it was sent.
 */
export function usePrefilledContact(posted?: FormStart<QuoteContact>) {
  const { user } = useCurrentUser();
  const storedJson = useStoredItem(storageKeys.homeowner);
  const account: QuoteContact | null =
    user?.role === 'resident' && !posted ? accountContact(user, storedJson) : null;
  const contact = useForm(
    quoteContactRules,
    posted?.values ?? account ?? emptyContact,
    posted?.errors,
  );
  const accountJson = JSON.stringify(account);
  // The current user may arrive after the form opened; fill in only what nobody has typed over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run only when the account changes.
  useEffect(() => {
    if (account && !contact.isDirty) contact.reset(account);
  }, [accountJson]);
  return contact;
}
