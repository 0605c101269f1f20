import { Field, SimpleGrid } from '@chakra-ui/react';
import { serviceFilters } from '#schema/catalogues';
import { SelectField } from '../../components/SelectField';
import { DirectoryLocationField } from './DirectoryLocationField';
import { DirectorySearchBox } from './DirectorySearchBox';
import type { DirectoryFilter, DirectorySearch } from './directoryParams';

interface DirectoryFiltersProps {
  search: DirectorySearch;
  /** The search text as it stands in the URL, untrimmed. */
  searchText: string;
  onFilterChange: (filter: DirectoryFilter, value: string) => void;
}

/**
 * Search words, service and location or postcode, each kept in the URL so a search can be shared
 * or bookmarked (the sort, beside the results, is kept there too).
 */
export function DirectoryFilters({ search, searchText, onFilterChange }: DirectoryFiltersProps) {
  return (
    <SimpleGrid
      asChild
      columns={{ base: 2, md: 4 }}
      gap="4"
      p={{ base: 4, md: 5 }}
      bg="bg.panel"
      borderWidth="1px"
      rounded="xl"
      shadow="xs"
    >
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 and to happy-dom */}
      <form
        role="search"
        aria-label="Filter the directory"
        onSubmit={(event) => event.preventDefault()}
      >
        <Field.Root gridColumn="span 2">
          <Field.Label>Search</Field.Label>
          <DirectorySearchBox
            value={searchText}
            onCommit={(value) => onFilterChange('query', value)}
          />
        </Field.Root>
        <SelectField
          label="Service"
          first={{ value: 'all', label: 'All services' }}
          options={serviceFilters}
          value={search.service}
          onChange={(value) => onFilterChange('service', value)}
        />
        <DirectoryLocationField
          value={search.location}
          onCommit={(value) => onFilterChange('location', value)}
        />
      </form>
    </SimpleGrid>
  );
}
