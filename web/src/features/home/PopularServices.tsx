import {
  Box,
  Heading,
  HStack,
  Icon,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Text,
} from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuHeater, LuLayers, LuSprout, LuSun } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { ServiceFilter } from '#schema/catalogues';
import { HomeSection } from './HomeSection';

interface PopularService {
  title: string;
  service: ServiceFilter;
  professionals: string;
  icon: IconType;
}

// Static figures (docs/product/public-site.md §2.3), not live counts.
const popularServices: readonly PopularService[] = [
  {
    title: 'Solar Installation',
    service: 'Solar Installation',
    professionals: '142+',
    icon: LuSun,
  },
  { title: 'Insulation', service: 'Insulation', professionals: '89+', icon: LuLayers },
  { title: 'Heat Pumps', service: 'Heat Pump', professionals: '76+', icon: LuHeater },
  { title: 'Green Roofing', service: 'Green Roofing', professionals: '54+', icon: LuSprout },
];

const directoryPath = (service: ServiceFilter) =>
  `/directory?${new URLSearchParams({ service }).toString()}`;

export function PopularServices() {
  return (
    <HomeSection
      title="Popular services"
      description="The retrofit work Hertfordshire homeowners ask for most."
    >
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {popularServices.map((item) => (
          <LinkBox
            key={item.service}
            as="article"
            borderWidth="1px"
            rounded="xl"
            p="5"
            bg="bg.panel"
            transition="border-color 0.2s, box-shadow 0.2s"
            _hover={{ borderColor: 'colorPalette.muted', shadow: 'md' }}
          >
            <HStack gap="4">
              <Box
                bg="colorPalette.subtle"
                color="colorPalette.fg"
                rounded="lg"
                p="3"
                lineHeight="0"
              >
                <Icon as={item.icon} boxSize="5" aria-hidden />
              </Box>
              <Box>
                <Heading as="h3" size="md">
                  <LinkOverlay asChild>
                    <RouterLink to={directoryPath(item.service)}>{item.title}</RouterLink>
                  </LinkOverlay>
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {item.professionals} professionals
                </Text>
              </Box>
            </HStack>
          </LinkBox>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
