import { Button, Heading, Separator, Stack } from '@chakra-ui/react';
import type { SubmitEvent } from 'react';
import { LuSend } from 'react-icons/lu';
import { listingQuoteTimelines } from '#schema/catalogues';
import { quoteContactRules, quoteProjectRules } from '#schema/rules';
import { useForm } from '../../components/form/useForm';
import type { QuoteTarget } from '../../entities/quote/useQuoteDialog';
import { quotePathFor } from '../../entities/tradesman/tradesmanFacts';
import { type PostedForm, postedPart } from '../../lib/postedForm';
import { QuoteContactFields } from './QuoteContactFields';
import { QuoteProjectFields } from './QuoteProjectFields';
import { emptyContact, emptyProject, quoteRequestBody } from './quoteForm';
import { usePrefilledContact } from './usePrefilledContact';
import { useSendQuoteRequest } from './useSendQuoteRequest';

interface ListingQuoteFormProps {
  /** One trade, or the two or three chosen in the directory. */
  targets: readonly QuoteTarget[];
  onSent: () => void;
  /** The Worker's answer when the page posted this form without script: it starts as sent. */
  posted?: PostedForm;
}

/**
 * The listing page's quote form: the dialog's two parts on one page, with its own timelines. It
 * posts as plain HTML to its own page until the app has taken the page over (routes/posted-forms.ts),
 * and through the API after.
 */
export function ListingQuoteForm({ targets, onSent, posted }: ListingQuoteFormProps) {
  const postedProject = posted && postedPart(quoteProjectRules, emptyProject, posted);
  const project = useForm(
    quoteProjectRules,
    postedProject?.values ?? emptyProject,
    postedProject?.errors,
  );
  const contact = usePrefilledContact(
    posted && postedPart(quoteContactRules, emptyContact, posted),
  );
  const [send, isSending] = useSendQuoteRequest(onSent);

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // Both parts are checked, so every missing field shows its message at once.
    const projectInput = project.check();
    const contactInput = contact.check();
    if (projectInput && contactInput) send(quoteRequestBody(targets, projectInput, contactInput));
  }

  return (
    <Stack asChild gap="6">
      <form
        method="post"
        action={quotePathFor(targets.map(({ id }) => id))}
        noValidate
        onSubmit={handleSubmit}
      >
        <Heading as="h2" size="lg">
          Your project
        </Heading>
        <QuoteProjectFields
          values={project.values}
          onChange={project.setField}
          errors={project.errors}
          timelines={listingQuoteTimelines}
        />
        <Separator />
        <Heading as="h2" size="lg">
          Your contact details
        </Heading>
        <QuoteContactFields
          values={contact.values}
          onChange={contact.setField}
          errors={contact.errors}
        />
        <Button
          type="submit"
          size="lg"
          alignSelf={{ sm: 'flex-end' }}
          loading={isSending}
          loadingText="Sending..."
        >
          <LuSend aria-hidden /> Send Request
        </Button>
      </form>
    </Stack>
  );
}
