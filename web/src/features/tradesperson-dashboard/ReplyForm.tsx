import { Button, HStack, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { reviewLimits, reviewReplyRules } from '#schema/rules';
import { api } from '../../api/client';
import { useApiAction } from '../../api/useApiAction';
import { FormField } from '../../components/FormField';
import { useForm } from '../../components/form/useForm';

interface ReplyFormProps {
  reviewId: number;
  reviewTitle: string;
  onReplied: () => unknown;
}

/** The business's one public reply to a review; it cannot be changed once posted. */
export function ReplyForm({ reviewId, reviewTitle, onReplied }: ReplyFormProps) {
  const [open, setOpen] = useState(false);
  const form = useForm(reviewReplyRules, { reply: '' });
  const [send, isSending] = useApiAction(
    (reply: string) =>
      api.reviews[':id'].reply.$post({ param: { id: String(reviewId) }, json: { reply } }),
    {
      onSuccess: async () => {
        await onReplied();
      },
      success: { title: 'Reply published' },
      failure: { title: 'Reply not sent', description: 'Please try again.' },
    },
  );
  if (!open) {
    return (
      <Button size="xs" variant="outline" alignSelf="start" onClick={() => setOpen(true)}>
        Reply
      </Button>
    );
  }
  return (
    <Stack asChild gap="3">
      <form
        noValidate
        aria-label={`Reply to “${reviewTitle}”`}
        onSubmit={form.submit(({ reply }) => send(reply))}
      >
        <FormField label="Your public reply" error={form.errors.reply} required>
          <Textarea
            {...form.field('reply')}
            rows={3}
            maxLength={reviewLimits.replyMax}
            placeholder="Thank the customer, or set out your side calmly. You can reply once."
          />
        </FormField>
        <HStack justify="end" gap="2">
          <Button size="sm" variant="outline" onClick={() => setOpen(false)} disabled={isSending}>
            Cancel
          </Button>
          <Button size="sm" type="submit" loading={isSending}>
            Publish reply
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
