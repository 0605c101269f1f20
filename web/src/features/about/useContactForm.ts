import { useState } from 'react';
import * as v from 'valibot';
import { contactMessages, contactRules } from '#schema/rules';
import { api } from '../../api/client';
import { useApiAction } from '../../api/useApiAction';
import { checkForm, type FieldErrors } from '../../lib/checkForm';
import { contactTexts } from './contactTexts';
import { drawHumanCheck, isRightAnswer } from './humanCheck';

const emptyMessage = { name: '', email: '', phone: '', subject: '', message: '', website: '' };
export type ContactValues = typeof emptyMessage;
export type ContactField = keyof ContactValues;

/**
 * The client checks name and email and the human check; the message's minimum length is only
 * counted on screen, and the server's refusal is shown as it words it (spec §5).
 */
const clientRules = v.pick(contactRules, ['name', 'email']);

export function useContactForm() {
  const [values, setValues] = useState(emptyMessage);
  const [answer, setAnswer] = useState('');
  const [humanCheck, setHumanCheck] = useState(drawHumanCheck);
  const [errors, setErrors] = useState<FieldErrors<ContactValues & { answer: string }>>({});

  const setField = (field: ContactField | 'answer', value: string) => {
    if (field === 'answer') setAnswer(value);
    else setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const [post, isSending] = useApiAction(
    (message: ContactValues) => api['contact-messages'].$post({ json: message }),
    {
      signOutOn401: false,
      onSuccess: () => {
        setValues(emptyMessage);
        setAnswer('');
        setHumanCheck(drawHumanCheck());
      },
      success: { title: contactTexts.sent, description: contactTexts.sentDetail },
      failure: { title: contactTexts.failedTitle, description: contactTexts.failed },
    },
  );

  async function send() {
    const checked = checkForm(clientRules, values);
    const nextErrors = {
      ...(checked.valid ? {} : checked.errors),
      answer: isRightAnswer(humanCheck, answer) ? undefined : contactMessages.humanCheck,
    };
    setErrors(nextErrors);
    if (!checked.valid || nextErrors.answer) return;
    await post(values);
  }

  return { values, answer, humanCheck, errors, setField, send, isSending };
}
