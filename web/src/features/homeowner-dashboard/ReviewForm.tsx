import { Button, Input, RatingGroup, Stack, Textarea } from '@chakra-ui/react';
import type { InferResponseType } from 'hono/client';
import { reviewLimits, reviewRules } from '#schema/rules';
import { api } from '../../api/client';
import { useApiAction } from '../../api/useApiAction';
import { FormField } from '../../components/FormField';
import { useForm } from '../../components/form/useForm';

/** The review as sent: public at once, or held for our team first (its message says which). */
export type SentReview = InferResponseType<
  (typeof api)['quote-requests'][':id']['review']['$post'],
  201
>;

interface ReviewFormProps {
  quoteId: number;
  tradesmanName: string;
  onReviewed: (review: SentReview) => void;
  onCancel: () => void;
}

const starWord = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;
const today = () => new Date().toISOString().slice(0, 10);

/** A homeowner's review of a completed job, checked with the same rules as the API. */
export function ReviewForm({ quoteId, tradesmanName, onReviewed, onCancel }: ReviewFormProps) {
  const form = useForm(reviewRules, { rating: 0, title: '', text: '', workDate: '' });
  const [send, isSending] = useApiAction(
    (json: typeof form.values) =>
      api['quote-requests'][':id'].review.$post({ param: { id: String(quoteId) }, json }),
    {
      onSuccess: (review) => onReviewed(review),
      success: (review) =>
        review.held
          ? { title: 'Review sent', description: 'Our team checks it before it is published.' }
          : { title: 'Review published', description: 'Thank you for helping your neighbours.' },
      failure: { title: 'Review not sent', description: 'Please try again.' },
    },
  );
  const { values, errors, setField } = form;

  return (
    <Stack asChild gap="4" borderWidth="1px" rounded="lg" p={{ base: 3, md: 4 }} bg="bg.subtle">
      <form
        noValidate
        aria-label={`Review of ${tradesmanName}`}
        onSubmit={form.submit((input) => send(input))}
      >
        <FormField label="Your rating" error={errors.rating} required>
          <RatingGroup.Root
            count={5}
            value={values.rating}
            onValueChange={(details) => setField('rating', details.value)}
            colorPalette="yellow"
            size="lg"
            translations={{ ratingValueText: starWord }}
          >
            <RatingGroup.HiddenInput />
            <RatingGroup.Control>
              {[1, 2, 3, 4, 5].map((star) => (
                <RatingGroup.Item key={star} index={star}>
                  <RatingGroup.ItemIndicator />
                </RatingGroup.Item>
              ))}
            </RatingGroup.Control>
          </RatingGroup.Root>
        </FormField>
        <FormField label="Title" error={errors.title} required>
          <Input {...form.field('title')} maxLength={reviewLimits.titleMax} />
        </FormField>
        <FormField label="Your review" error={errors.text} required>
          <Textarea
            {...form.field('text')}
            rows={5}
            maxLength={reviewLimits.textMax}
            placeholder="What was done, how it went, and would you recommend them?"
          />
        </FormField>
        <FormField label="Date of the work" error={errors.workDate} required>
          <Input type="date" max={today()} {...form.field('workDate')} />
        </FormField>
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="end" gap="2">
          <Button variant="outline" onClick={onCancel} disabled={isSending}>
            Cancel
          </Button>
          <Button type="submit" loading={isSending}>
            Publish review
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
