import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuHammer, LuHouse } from 'react-icons/lu';
import { AudienceCard } from './AudienceCard';
import { ServiceSearchForm } from './ServiceSearchForm';

/** The two-sided hero: what the site is, a service search, and a way in for each audience. */
export function HomeHero() {
  return (
    <Box
      bgGradient="to-b"
      gradientFrom="green.50"
      gradientTo="bg"
      _dark={{ gradientFrom: 'green.950' }}
    >
      <Container maxW="5xl" py={{ base: 12, md: 20 }}>
        <Stack gap={{ base: 8, md: 10 }} align="center" textAlign="center">
          <Stack gap="4" align="center">
            <Text
              fontSize="sm"
              fontWeight="semibold"
              color="colorPalette.fg"
              textTransform="uppercase"
              letterSpacing="wider"
            >
              Hertfordshire's green-retrofit directory
            </Text>
            <Heading as="h1" size={{ base: '4xl', md: '6xl' }} letterSpacing="tight">
              Retrofit Smarter Greener
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl">
              Find trusted local installers for solar panels, heat pumps, insulation and green
              roofs, or list your business and reach homeowners ready to retrofit.
            </Text>
          </Stack>
          <ServiceSearchForm />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" w="full">
            <AudienceCard
              icon={LuHouse}
              title="I'm a homeowner"
              description="Compare verified local professionals, read their credentials and request free quotes."
              action="Browse the directory"
              to="/directory"
            />
            <AudienceCard
              icon={LuHammer}
              title="I'm in the trades"
              description="List your business, show your accreditations and receive quote requests from homeowners."
              action="List my business"
              to="/register"
            />
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}
