import { Button, chakra, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import type { SubmitEvent } from 'react';
import { LuSend } from 'react-icons/lu';
import { FormField } from '../../components/FormField';
import { HoneypotField } from './HoneypotField';
import { HumanCheckField } from './HumanCheckField';
import { MessageField } from './MessageField';
import { type ContactField, useContactForm } from './useContactForm';

/** The About page's contact form: name, email, optional phone and subject, message, sum check. */
export function ContactForm() {
  const form = useContactForm();
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

  return (
    <chakra.form noValidate onSubmit={handleSubmit} aria-label="Contact us">
      <Stack gap="5">
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
