import { Card, Grid, Stack, Text } from '@chakra-ui/react';
import { PageSection } from '../../components/PageSection';
import { AboutFigures } from './AboutFigures';
import { AboutSection } from './AboutSection';
import { ContactDetails } from './ContactDetails';
import { ContactForm, contactSectionId } from './ContactForm';
import { VerificationSteps } from './VerificationSteps';

/**
 * /about: who we are, how listings are verified, and the contact form
 * (docs/product/public-site.md §2.8).
 */
export function AboutPage() {
  return (
    <PageSection
      title="About Retrofit Smarter Greener"
      description="We help Hertfordshire homeowners find trusted local professionals for solar, heat pumps, insulation and green roofs, and help good tradespeople get found."
    >
      <Stack gap={{ base: 12, md: 16 }}>
        <AboutFigures />
        <AboutSection title="Our mission">
          <Stack gap="4" color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="3xl">
            <Text>
              Making a home warmer, cheaper to run and kinder to the planet should not start with a
              gamble on who to call. Retrofit Smarter Greener brings the county's green-retrofit
              tradespeople into one directory, with clear profiles, real credentials and free,
              no-obligation quote requests.
            </Text>
            <Text>
              We focus on one county on purpose. Every listing serves Hertfordshire, from Watford
              and St Albans to Stevenage, Broxbourne and the villages of North Herts, so the person
              who quotes is the person who turns up, and the advice in our Education Hub fits local
              homes, local planning and the grants open to you.
            </Text>
          </Stack>
        </AboutSection>
        <AboutSection
          title="How listings are verified"
          lead="Anyone can list a business, but the Verified badge has to be earned."
        >
          <VerificationSteps />
        </AboutSection>
        <AboutSection
          id={contactSectionId}
          title="Get in touch"
          lead="Questions about the directory, a listing or working with us? Send a message and we will reply by email."
        >
          <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="8" alignItems="start">
            <Card.Root variant="outline">
              <Card.Body>
                <ContactForm />
              </Card.Body>
            </Card.Root>
            <ContactDetails />
          </Grid>
        </AboutSection>
      </Stack>
    </PageSection>
  );
}
