import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Heading,
  Icon,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { addOns, type BillingCycle, plans } from '#schema/plans';
import { TickList } from '../../components/TickList';
import { addOnPriceText } from '../../entities/billing/addOnPricing';
import { BillingToggle } from '../../entities/billing/BillingToggle';
import { annualOffer } from '../../entities/billing/planPricing';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { LandingPlanCard } from './LandingPlanCard';
import { benefits, businessTools } from './landingContent';
import { registrationTexts } from './registrationTexts';

const pricingId = 'pricing';

/** /register: the tradesperson landing page (docs/product/business-side.md §2.1). */
export function RegisterLandingPage() {
  useDocumentTitle('List Your Business');
  const [billing, setBilling] = useState<BillingCycle>('monthly');

  function scrollToPricing() {
    const pricing = document.getElementById(pricingId);
    pricing?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    pricing?.focus({ preventScroll: true });
  }

  return (
    <>
      <Box as="section" bg="colorPalette.subtle" py={{ base: 12, md: 20 }}>
        <Container maxW="4xl" textAlign="center">
          <Stack gap="5" align="center">
            <Badge size="lg" variant="surface">
              {registrationTexts.verifiedClaim}
            </Badge>
            <Heading as="h1" size={{ base: '3xl', md: '5xl' }}>
              Grow your green-retrofit business in Hertfordshire
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl">
              List your business where homeowners look for solar, heat pump, insulation and retrofit
              professionals. Join {registrationTexts.verifiedClaim} already on the directory.
            </Text>
            <Button size="lg" onClick={scrollToPricing}>
              View plans and get started
            </Button>
          </Stack>
        </Container>
      </Box>

      <Container maxW="6xl" py={{ base: 10, md: 16 }}>
        <Stack gap={{ base: 12, md: 16 }}>
          <Stack as="section" aria-labelledby="benefits-heading" gap="6">
            <Heading id="benefits-heading" as="h2" size="2xl" textAlign="center">
              Why join the directory
            </Heading>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
              {benefits.map((benefit) => (
                <Card.Root key={benefit.title} variant="subtle">
                  <Card.Body gap="2">
                    <Icon as={benefit.icon} boxSize="6" color="colorPalette.fg" aria-hidden />
                    <Heading as="h3" size="md">
                      {benefit.title}
                    </Heading>
                    <Text color="fg.muted">{benefit.text}</Text>
                  </Card.Body>
                </Card.Root>
              ))}
            </SimpleGrid>
          </Stack>

          <Stack
            as="section"
            id={pricingId}
            tabIndex={-1}
            aria-labelledby="pricing-heading"
            gap="6"
            scrollMarginTop="24"
            outline="none"
          >
            <Stack gap="2" align="center" textAlign="center">
              <Heading id="pricing-heading" as="h2" size="2xl">
                Choose your plan
              </Heading>
              <Text color="fg.muted">
                Pay yearly and get {annualOffer}. Change or cancel your plan at any time.
              </Text>
              <BillingToggle value={billing} onChange={setBilling} />
            </Stack>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
              {plans.map((plan) => (
                <LandingPlanCard
                  key={plan.id}
                  plan={plan}
                  billing={billing}
                  isPopular={plan.id === 'professional'}
                />
              ))}
            </SimpleGrid>
          </Stack>

          <Stack as="section" gap="4" aria-labelledby="add-ons-heading">
            <Heading id="add-ons-heading" as="h2" size="xl">
              Add-ons
            </Heading>
            <Text color="fg.muted">{registrationTexts.addOnsIntro}</Text>
            <TickList
              items={addOns.map((addOn) => `${addOn.name}: ${addOnPriceText(addOn)}`)}
              gap="3"
            />
          </Stack>

          <Stack as="section" gap="4" aria-label="Business tools">
            <Heading as="h2" size="xl">
              Business tools on every plan
            </Heading>
            <TickList items={businessTools} gap="3" />
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
