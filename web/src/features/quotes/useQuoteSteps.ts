import { useState } from 'react';
import { quoteContactRules, quoteProjectRules } from '../../../../schema/rules';
import type { QuoteTarget } from '../../components/dialogs/useQuoteDialog';
import { checkForm } from '../../lib/checkForm';
import { emptyContact, emptyProject, quoteRequestBody } from './quoteForm';
import { useFormValues } from './useFormValues';
import { useSendQuoteRequest } from './useSendQuoteRequest';

export type QuoteStep = 'project' | 'contact';

/**
 * The quote dialog's flow (spec §4): Continue only with a complete project, Back keeps what was
 * typed, Send checks the contact and posts both.
 */
export function useQuoteSteps(target: QuoteTarget, onSent: () => void) {
  const [step, setStep] = useState<QuoteStep>('project');
  const project = useFormValues(emptyProject);
  const contact = useFormValues(emptyContact);
  const [sendRequest, isSending] = useSendQuoteRequest(onSent);
  const projectCheck = checkForm(quoteProjectRules, project.values);

  function continueToContact() {
    if (projectCheck.valid) setStep('contact');
  }

  function send() {
    const contactCheck = checkForm(quoteContactRules, contact.values);
    contact.setErrors(contactCheck.valid ? {} : contactCheck.errors);
    if (!projectCheck.valid || !contactCheck.valid) return;
    sendRequest(quoteRequestBody(target, projectCheck.input, contactCheck.input));
  }

  return {
    step,
    project,
    contact,
    projectComplete: projectCheck.valid,
    isSending,
    continueToContact,
    backToProject: () => setStep('project'),
    send,
  };
}
