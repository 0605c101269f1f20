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
import { type SubmitEvent, useId, useState } from 'react';
import { newsletterUserTypes } from '#schema/catalogues';
import { type NewsletterInput, newsletterMessages, newsletterRules } from '#schema/rules';
import { api } from '../api/client';
import { useApiAction } from '../api/useApiAction';
import { checkForm } from '../lib/checkForm';
import { showToast } from '../lib/toaster';

// Spec public-site §8: the newsletter's outcomes.
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
  const [email, setEmail] = useState('');
  const [userType, setUserType] = useState<string | null>(null);

  const [post, isSubscribing] = useApiAction(
    (input: NewsletterInput) => api.newsletter.subscribe.$post({ json: input }),
    {
      signOutOn401: false,
      onSuccess: () => {
        setEmail('');
        setUserType(null);
      },
      success: { title: subscribedTitle, description: subscribedDetail },
      failure: ({ status }) => ({
        title: failedTitle,
        description: status === 409 ? newsletterMessages.duplicate : tryLater,
      }),
    },
  );

  function subscribe() {
    const checked = checkForm(newsletterRules, { email, userType: userType ?? '' });
    if (!checked.valid) {
      showToast({
        type: 'warning',
        title: newsletterMessages.missingTitle,
        description: newsletterMessages.missing,
      });
      return;
    }
    void post(checked.input);
  }

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    subscribe();
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
              name="email"
              autoComplete="email"
              aria-label="Email address"
              placeholder="you@example.com"
              bg="bg"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
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
            value={userType}
            onValueChange={(details) => setUserType(details.value)}
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
