import {
  Button,
  chakra,
  Grid,
  Heading,
  HStack,
  Input,
  RadioGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import { type SubmitEvent, useId } from 'react';
import { newsletterUserTypes } from '#schema/catalogues';
import { type NewsletterInput, newsletterMessages, newsletterRules } from '#schema/rules';
import { api } from '../api/client';
import { useApiAction } from '../api/useApiAction';
import { showToast } from '../lib/toaster';
import { useForm } from './form/useForm';

// docs/product/public-site.md §8: the newsletter's outcomes.
const subscribedTitle = 'Successfully Subscribed!';
const subscribedDetail = "Thanks! We'll send you retrofit tips, grant news and local updates.";
const failedTitle = 'Subscription Failed';
const tryLater = 'Please try again later.';

const userTypeLabels: Record<(typeof newsletterUserTypes)[number], string> = {
  homeowner: "I'm a homeowner",
  tradesperson: "I'm a tradesperson",
};

/** The footer's newsletter form: an email and whether the reader is a homeowner or in the trades. */
export function NewsletterSignup() {
  const headingId = useId();
  const form = useForm(newsletterRules, { email: '', userType: '' });

  const [post, isSubscribing] = useApiAction(
    (input: NewsletterInput) => api.newsletter.subscribe.$post({ json: input }),
    {
      signOutOn401: false,
      onSuccess: () => form.reset(),
      success: { title: subscribedTitle, description: subscribedDetail },
      failure: ({ status }) => ({
        title: failedTitle,
        description: status === 409 ? newsletterMessages.duplicate : tryLater,
      }),
    },
  );

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.check();
    if (input) {
      void post(input);
      return;
    }
    // docs/product/public-site.md §5: one toast for whatever is missing, not a message under each
    // field.
    showToast({
      type: 'warning',
      title: newsletterMessages.missingTitle,
      description: newsletterMessages.missing,
    });
  }

  return (
    <chakra.form noValidate onSubmit={handleSubmit} aria-labelledby={headingId}>
      <Grid
        templateColumns={{ base: '1fr', md: '1fr 1fr' }}
        gap={{ base: 4, md: 10 }}
        alignItems="center"
      >
        <Stack gap="2">
          <Heading as="h2" id={headingId} size="lg" letterSpacing="tight">
            Get retrofit tips in your inbox
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Grants, costs and news from Hertfordshire's green-retrofit trades. Unsubscribe any time.
          </Text>
        </Stack>
        <Stack gap="3">
          <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
            <Input
              type="email"
              {...form.field('email')}
              autoComplete="email"
              aria-label="Email address"
              placeholder="you@example.com"
              bg="bg"
            />
            <Button
              type="submit"
              flexShrink="0"
              loading={isSubscribing}
              loadingText="Subscribing..."
            >
              Subscribe
            </Button>
          </Stack>
          <RadioGroup.Root
            size="sm"
            value={form.values.userType || null}
            onValueChange={(details) => form.setField('userType', details.value ?? '')}
            aria-label="I am"
          >
            <HStack gap="5" wrap="wrap">
              {newsletterUserTypes.map((type) => (
                <RadioGroup.Item key={type} value={type}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{userTypeLabels[type]}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
        </Stack>
      </Grid>
    </chakra.form>
  );
}
