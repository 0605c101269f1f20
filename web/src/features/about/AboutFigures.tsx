import { locations } from '#schema/catalogues';
import { StatItem } from '../../components/StatItem';
import { StatList } from '../../components/StatList';

/** Hertfordshire's districts: every listed location except the county itself. */
const districtCount = locations.filter((location) => location !== 'Hertfordshire').length;

// docs/product/public-site.md §1: the About page's figures are static claims, not live counts.
const figures = [
  { value: '120', label: 'verified tradesmen' },
  { value: '100+', label: 'projects' },
  { value: String(districtCount), label: 'Hertfordshire districts covered' },
];

export function AboutFigures() {
  return (
    <StatList columns={{ base: 1, sm: 3 }} gap="4">
      {figures.map((figure) => (
        <StatItem
          key={figure.label}
          borderWidth="1px"
          rounded="xl"
          p="6"
          bg="bg.panel"
          // The figure shows above its label, as the page's design has it.
          flexDirection="column-reverse"
          justifyContent="flex-end"
          label={figure.label}
          labelProps={{ fontSize: 'md' }}
          value={figure.value}
          valueProps={{ fontSize: '4xl', color: 'colorPalette.fg', lineHeight: '1' }}
        />
      ))}
    </StatList>
  );
}
