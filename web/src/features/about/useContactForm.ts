import { useMemo, useState } from 'react';
import * as v from 'valibot';
import {
  contactFormMessages,
  contactRules,
  humanCheckRules,
  postedContactRules,
} from '#schema/rules';
import { api } from '../../api/client';
import { useApiAction } from '../../api/useApiAction';
import { useForm } from '../../components/form/useForm';
import { type PostedForm, postedPart } from '../../lib/postedForm';
import { contactTexts } from './contactTexts';
import { drawHumanCheck, type HumanCheck, humanCheckOnPage, isRightAnswer } from './humanCheck';

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

/** The sum a form posted without the app was asked, to ask again with its answer kept. */
function postedCheck(posted: PostedForm | undefined): HumanCheck | null {
  const checked = posted && v.safeParse(humanCheckRules, posted.values);
  return checked?.success ? checked.output : null;
}

/** The fields as posted, each with its message, the sum's answer checked against its sum. */
function postedStart(posted: PostedForm) {
  const start = postedPart(postedContactRules, blank, posted);
  const sum = postedCheck(posted);
  if (sum && isRightAnswer(sum, start.values.answer)) return start;
  return { ...start, errors: { ...start.errors, answer: contactFormMessages.humanCheck } };
}

/**
 * The form's state. `posted`: the Worker's answer when the page posted the form before its app
 * had loaded (worker/routes/posted-forms.ts): the fields as sent, each with its message.
 */
export function useContactForm(posted?: PostedForm) {
  // The page's own sum as the app takes it over, else the posted one, else a new one.
  const [humanCheck, setHumanCheck] = useState(
    () => humanCheckOnPage() ?? postedCheck(posted) ?? drawHumanCheck(),
  );
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
  // Read once: the form keeps them as its starting values.
  const [start] = useState(() => (posted && !posted.sent ? postedStart(posted) : null));
  const form = useForm(rules, start?.values ?? blank, start?.errors);

  const [post, isSending] = useApiAction(
    (message: ContactValues) => api['contact-messages'].$post({ json: message }),
    {
      signOutOn401: false,
      onSuccess: () => {
        // Empty, not back to what a post without the app had sent.
        form.reset(blank);
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
