import { useRef, useState } from 'react';
import { quoteProjectRules } from '#schema/rules';
import { useForm } from '../../components/form/useForm';
import type { QuoteTarget } from '../../entities/quote/useQuoteDialog';
import { checkForm } from '../../lib/checkForm';
import { emptyProject, quoteRequestBody } from './quoteForm';
import { usePrefilledContact } from './usePrefilledContact';
import { useSendQuoteRequest } from './useSendQuoteRequest';

export type QuoteStep = 'project' | 'contact';

/**
 * The quote dialog's flow (docs/product/public-site.md §4): Continue only with a complete project,
 * Back keeps what was typed, Send checks the contact and posts both.
 */
export function useQuoteSteps(targets: readonly QuoteTarget[], onSent: () => void) {
  const [step, setStep] = useState<QuoteStep>('project');
  const project = useForm(quoteProjectRules, emptyProject);
  const contact = usePrefilledContact();
  // Sent once, a form sends nothing more: a double click's second press can land after a quick
  // answer, while the dialog is still closing.
  const sent = useRef(false);
  const [sendRequest, isSending] = useSendQuoteRequest(() => {
    sent.current = true;
    onSent();
  });
  // Continue is offered only for a complete project, so it is checked quietly on every change.
  const projectCheck = checkForm(quoteProjectRules, project.values);

  function continueToContact() {
    if (projectCheck.valid) setStep('contact');
  }

  function send() {
    if (sent.current) return;
    const contactInput = contact.check();
    if (!projectCheck.valid || !contactInput) return;
    sendRequest(quoteRequestBody(targets, projectCheck.input, contactInput));
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
