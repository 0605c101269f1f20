import { Field, SimpleGrid } from '@chakra-ui/react';
import { locations, serviceFilters } from '../../../../schema/catalogues';
import { DirectorySearchBox } from './DirectorySearchBox';
import type { DirectoryFilter, DirectorySearch } from './directoryParams';
import { FilterSelect } from './FilterSelect';

interface DirectoryFiltersProps {
  search: DirectorySearch;
  /** The search text as it stands in the URL, untrimmed. */
  searchText: string;
  onFilterChange: (filter: DirectoryFilter, value: string) => void;
}

/** Search, service and location, each kept in the URL so a search can be shared or bookmarked. */
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
        <FilterSelect
          label="Service"
          value={search.service}
          onChange={(value) => onFilterChange('service', value)}
        >
          <option value="all">All services</option>
          {serviceFilters.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label="Location"
          value={search.location}
          onChange={(value) => onFilterChange('location', value)}
        >
          <option value="all">All locations</option>
          {locations.map((location) => (
            <option key={location} value={location}>
              {location}
            </option>
          ))}
        </FilterSelect>
      </form>
    </SimpleGrid>
  );
}
