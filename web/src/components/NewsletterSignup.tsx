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
import { useLocation } from 'react-router-dom';
import { newsletterUserTypes } from '#schema/catalogues';
import { type NewsletterInput, newsletterMessages, newsletterRules } from '#schema/rules';
import { api } from '../api/client';
import { useApiAction } from '../api/useApiAction';
import type { PostedForm } from '../lib/postedForm';
import { showToast } from '../lib/toaster';
import { useForm } from './form/useForm';
import { newsletterTexts } from './newsletterTexts';

const userTypeLabels: Record<(typeof newsletterUserTypes)[number], string> = {
  homeowner: "I'm a homeowner",
  tradesperson: "I'm a tradesperson",
};

const emptyForm = { email: '', userType: '' };

/** The fields as the page posted them without script, kept for another try. */
function postedValues(posted: PostedForm | undefined) {
  if (!posted || posted.sent) return emptyForm;
  const { email = '', userType = '' } = posted.values;
  return {
    email,
    userType: (newsletterUserTypes as readonly string[]).includes(userType) ? userType : '',
  };
}

// Before the app, the browser ticks the hidden radio itself: its mark follows the input's own
// state, as the app's does from its data-state (the radiomark recipe's solid variant).
const nativeRadioMark = {
  '&:has(input:checked) [data-part=item-control]': {
    borderColor: 'colorPalette.solid',
    background:
      'radial-gradient(circle closest-side, var(--chakra-colors-color-palette-contrast) 40%, var(--chakra-colors-color-palette-solid) 42%)',
  },
  '&:has(input:focus-visible) [data-part=item-control]': {
    outline: '2px solid',
    outlineColor: 'colorPalette.focusRing',
    outlineOffset: '2px',
  },
};

interface NewsletterSignupProps {
  /** The Worker's answer when the /newsletter page posted this form without script. */
  posted?: PostedForm;
}

/**
 * The newsletter form: an email and whether the reader is a homeowner or in the trades. Before
 * the app has loaded it posts as plain HTML to /newsletter (routes/posted-forms.ts), which
 * answers with the newsletter page, so typing into it never waits for the app; once the app is
 * awake it posts through the API and answers with a toast.
 */
export function NewsletterSignup({ posted }: NewsletterSignupProps) {
  const headingId = useId();
  const form = useForm(newsletterRules, postedValues(posted));
  const { pathname, search } = useLocation();
  // The page the form is on, for the newsletter page's way back.
  const from = posted?.values.from ?? `${pathname}${search}`;

  const [post, isSubscribing] = useApiAction(
    (input: NewsletterInput) => api.newsletter.subscribe.$post({ json: input }),
    {
      signOutOn401: false,
      // Empty, not back to what a post without the app had sent.
      onSuccess: () => form.reset(emptyForm),
      success: { title: newsletterTexts.subscribedTitle, description: newsletterTexts.subscribed },
      failure: ({ status }) => ({
        title: newsletterTexts.failedTitle,
        description: status === 409 ? newsletterMessages.duplicate : newsletterTexts.tryLater,
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
    <chakra.form
      method="post"
      action="/newsletter"
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby={headingId}
    >
      <input type="hidden" name="from" value={from} />
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
            Grants, costs and news from Hertfordshire's green-retrofit trades.
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
            name="userType"
            value={form.values.userType || null}
            onValueChange={(details) => form.setField('userType', details.value ?? '')}
            aria-label="I am"
          >
            <HStack gap="5" wrap="wrap">
              {newsletterUserTypes.map((type) => (
                <RadioGroup.Item key={type} value={type} css={nativeRadioMark}>
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
