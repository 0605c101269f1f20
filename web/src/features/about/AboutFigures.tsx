import { SimpleGrid, Stat } from '@chakra-ui/react';
import { locations } from '#schema/catalogues';

/** Hertfordshire's districts: every listed location except the county itself. */
const districtCount = locations.filter((location) => location !== 'Hertfordshire').length;

// Spec §1: the About page's figures are static claims, not live counts.
const figures = [
  { value: '120', label: 'verified tradesmen' },
  { value: '100+', label: 'projects' },
  { value: String(districtCount), label: 'Hertfordshire districts covered' },
];

export function AboutFigures() {
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
      {figures.map((figure) => (
        <Stat.Root key={figure.label} borderWidth="1px" rounded="xl" p="6" bg="bg.panel">
          <Stat.ValueText fontSize="4xl" color="colorPalette.fg" lineHeight="1">
            {figure.value}
          </Stat.ValueText>
          <Stat.Label fontSize="md">{figure.label}</Stat.Label>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
