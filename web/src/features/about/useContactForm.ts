import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { contactFormMessages, contactRules } from '#schema/rules';
import { api } from '../../api/client';
import { useApiAction } from '../../api/useApiAction';
import { useForm } from '../../components/form/useForm';
import { contactTexts } from './contactTexts';
import { drawHumanCheck, isRightAnswer } from './humanCheck';

const emptyMessage = { name: '', email: '', phone: '', subject: '', message: '', website: '' };
export type ContactValues = typeof emptyMessage;
export type ContactField = keyof ContactValues;

/**
 * The client checks name and email and the human check; the message's minimum length is only
 * counted on screen, and the server's refusal is shown as it words it
 * (docs/product/public-site.md §5).
 */
const clientFields = v.pick(contactRules, ['name', 'email']).entries;
const blank = { ...emptyMessage, answer: '' };

export function useContactForm() {
  const [humanCheck, setHumanCheck] = useState(drawHumanCheck);
  // A new sum is drawn after each message sent, so the rule for its answer changes with it.
  const rules = useMemo(
    () =>
      v.object({
        ...clientFields,
        answer: v.pipe(
          v.string(),
          v.check((answer) => isRightAnswer(humanCheck, answer), contactFormMessages.humanCheck),
        ),
      }),
    [humanCheck],
  );
  const form = useForm(rules, blank);

  const [post, isSending] = useApiAction(
    (message: ContactValues) => api['contact-messages'].$post({ json: message }),
    {
      signOutOn401: false,
      onSuccess: () => {
        form.reset();
        setHumanCheck(drawHumanCheck());
      },
      success: { title: contactTexts.sent, description: contactTexts.sentDetail },
      failure: { title: contactTexts.failedTitle, description: contactTexts.failed },
    },
  );

  async function send() {
    if (!form.check()) return;
    const { answer: _answer, ...message } = form.values;
    await post(message);
  }

  return {
    values: form.values,
    answer: form.values.answer,
    humanCheck,
    errors: form.errors,
    setField: form.setField,
    send,
    isSending,
  };
}
