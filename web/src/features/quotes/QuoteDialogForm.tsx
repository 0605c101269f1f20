import { Button, chakra, Dialog, Stack, Text } from '@chakra-ui/react';
import { type SubmitEvent, useId } from 'react';
import { directoryQuoteTimelines } from '#schema/catalogues';
import type { QuoteTarget } from '../../entities/quote/useQuoteDialog';
import { QuoteContactFields } from './QuoteContactFields';
import { QuoteProjectFields } from './QuoteProjectFields';
import { QuoteStepIndicator } from './QuoteStepIndicator';
import { namesOf } from './quoteForm';
import { useQuoteSteps } from './useQuoteSteps';

interface QuoteDialogFormProps {
  targets: readonly QuoteTarget[];
  onSent?: () => void;
  /** Called after a successful send and on Cancel. */
  onDone: () => void;
}

/** The dialog's two steps (docs/product/public-site.md §4): the project, then the contact. */
export function QuoteDialogForm({ targets, onSent, onDone }: QuoteDialogFormProps) {
  const steps = useQuoteSteps(targets, () => {
    onSent?.();
    onDone();
  });
  const hintId = useId();

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (steps.step === 'project') steps.continueToContact();
    else steps.send();
  }

  return (
    // display: contents keeps the dialog's header, scrolling body and footer layout.
    <chakra.form display="contents" noValidate onSubmit={handleSubmit}>
      <Dialog.Header flexDirection="column" alignItems="stretch" gap="3">
        <Dialog.Title fontSize="xl">
          {targets.length > 1 ? 'Request Quotes' : 'Request a Quote'}
        </Dialog.Title>
        <Dialog.Description color="fg.muted">
          From{' '}
          <Text as="strong" color="fg">
            {namesOf(targets)}
          </Text>
          {targets.length > 1 ? `: one request, sent to these ${targets.length} only` : ''}, free
          and with no obligation.
        </Dialog.Description>
        <QuoteStepIndicator step={steps.step} />
      </Dialog.Header>
      <Dialog.Body>
        {steps.step === 'project' ? (
          <Stack gap="4">
            <QuoteProjectFields
              values={steps.project.values}
              onChange={steps.project.setField}
              timelines={directoryQuoteTimelines}
            />
            {!steps.projectComplete && (
              <Text id={hintId} fontSize="sm" color="fg.muted">
                Choose a property size and a timeline and describe your project to continue.
              </Text>
            )}
          </Stack>
        ) : (
          <QuoteContactFields
            values={steps.contact.values}
            onChange={steps.contact.setField}
            errors={steps.contact.errors}
          />
        )}
      </Dialog.Body>
      <Dialog.Footer>
        {steps.step === 'project' ? (
          <>
            <Button variant="outline" onClick={onDone}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={!steps.projectComplete}
              aria-describedby={steps.projectComplete ? undefined : hintId}
            >
              Continue
            </Button>
          </>
        ) : (
          <>
            <Button variant="outline" onClick={steps.backToProject} disabled={steps.isSending}>
              Back
            </Button>
            <Button type="submit" loading={steps.isSending} loadingText="Sending...">
              Send Request
            </Button>
          </>
        )}
      </Dialog.Footer>
    </chakra.form>
  );
}
