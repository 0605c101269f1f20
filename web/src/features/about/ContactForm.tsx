import { Button, chakra, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import type { SubmitEvent } from 'react';
import { LuSend } from 'react-icons/lu';
import { FormAlert } from '../../components/FormAlert';
import { FormField } from '../../components/FormField';
import { SentPanel } from '../../components/SentPanel';
import { usePostedForm } from '../../lib/postedForm';
import { contactTexts } from './contactTexts';
import { HoneypotField } from './HoneypotField';
import { HumanCheckField } from './HumanCheckField';
import { MessageField } from './MessageField';
import { type ContactField, useContactForm } from './useContactForm';

/** The About page's Get in touch section, where the form's answer page opens. */
export const contactSectionId = 'contact';

/**
 * The About page's contact form: name, email, optional phone and subject, message, sum check.
 * Before the app has loaded it posts as plain HTML to /about (worker/routes/posted-forms.ts),
 * which answers with the page scrolled to it: sent, or the fields as typed with their messages.
 */
export function ContactForm() {
  const posted = usePostedForm();
  const form = useContactForm(posted);
  const bind = (field: ContactField) => ({
    name: field,
    value: form.values[field],
    onChange: (event: { currentTarget: HTMLInputElement }) =>
      form.setField(field, event.currentTarget.value),
  });

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.send();
  }

  if (posted?.sent) {
    return <SentPanel title={contactTexts.sent} description={contactTexts.sentDetail} />;
  }
  return (
    <chakra.form
      method="post"
      action={`/about#${contactSectionId}`}
      noValidate
      onSubmit={handleSubmit}
      aria-label="Contact us"
    >
      <Stack gap="5">
        {posted?.refusal && <FormAlert title={contactTexts.failedTitle} message={posted.refusal} />}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <FormField label="Name" error={form.errors.name} required>
            <Input autoComplete="name" {...bind('name')} />
          </FormField>
          <FormField label="Email" error={form.errors.email} required>
            <Input type="email" autoComplete="email" {...bind('email')} />
          </FormField>
          <FormField label="Phone (optional)">
            <Input type="tel" autoComplete="tel" {...bind('phone')} />
          </FormField>
          <FormField label="Subject (optional)">
            <Input {...bind('subject')} />
          </FormField>
        </SimpleGrid>
        <MessageField
          value={form.values.message}
          onChange={(value) => form.setField('message', value)}
          error={form.errors.message}
        />
        <HoneypotField
          value={form.values.website}
          onChange={(value) => form.setField('website', value)}
        />
        <HumanCheckField
          check={form.humanCheck}
          value={form.answer}
          onChange={(value) => form.setField('answer', value)}
          error={form.errors.answer}
        />
        <Button type="submit" alignSelf="start" loading={form.isSending} loadingText="Sending...">
          <LuSend aria-hidden /> Send Message
        </Button>
      </Stack>
    </chakra.form>
  );
}
