import { Button, Field, SimpleGrid } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import { serviceFilters } from '#schema/catalogues';
import { credentialSchemes } from '#schema/credential-schemes';
import { SelectField } from '../../components/SelectField';
import type { DirectoryView } from '../../entities/tradesman/directoryView';
import { DirectoryLocationField } from './DirectoryLocationField';
import { DirectorySearchBox } from './DirectorySearchBox';
import {
  credentialChoice,
  type DirectoryFilter,
  type DirectorySearch,
  filterParams,
  filtersFormId,
  grantParams,
  viewParam,
} from './directoryParams';

/** Each scheme, and for a scheme with scopes each scope: "MCS — Air source heat pump". */
const credentialOptions = credentialSchemes.flatMap((scheme) => [
  { value: scheme.id, label: scheme.name },
  ...scheme.scopes.map((scope) => ({
    value: `${scheme.id}/${scope.id}`,
    label: `${scheme.name} — ${scope.label}`,
  })),
]);

interface DirectoryFiltersProps {
  search: DirectorySearch;
  /** The search text as it stands in the URL, untrimmed. */
  searchText: string;
  /** The layout, which a search sent before the app runs keeps. */
  view: DirectoryView;
  onFilterChange: (filter: DirectoryFilter, value: string) => void;
}

/**
 * Search words, service, location or postcode and checked credential, each kept in the URL so a search can be shared
 * or bookmarked (the sort, beside the results, is kept there too). The app applies each as it
 * changes; before it runs, the form is a plain GET of the directory, whose results the Worker
 * renders: Search sends it, and so does choosing in one of its selects (the sort among them), by
 * the page's wake script (worker/lib/wake-script.ts).
 */
export function DirectoryFilters({
  search,
  searchText,
  view,
  onFilterChange,
}: DirectoryFiltersProps) {
  return (
    <SimpleGrid
      asChild
      columns={{ base: 2, md: 6 }}
      gap="4"
      p={{ base: 4, md: 5 }}
      bg="bg.panel"
      borderWidth="1px"
      rounded="xl"
      shadow="xs"
    >
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 and to happy-dom */}
      <form
        id={filtersFormId}
        role="search"
        aria-label="Filter the directory"
        action="/directory"
        method="get"
        data-submit-on-change=""
        onSubmit={(event) => event.preventDefault()}
      >
        {search.grant && (
          <input type="hidden" name={grantParams.grant} value={search.grant.grant} />
        )}
        {search.grant?.measure && (
          <input type="hidden" name={grantParams.measure} value={search.grant.measure} />
        )}
        {view === 'cards' && <input type="hidden" name={viewParam} value={view} />}
        <Field.Root gridColumn="span 2">
          <Field.Label>Search</Field.Label>
          <DirectorySearchBox
            value={searchText}
            onCommit={(value) => onFilterChange('query', value)}
          />
        </Field.Root>
        <SelectField
          label="Service"
          name={filterParams.service}
          first={{ value: 'all', label: 'All services' }}
          options={serviceFilters}
          value={search.service}
          onChange={(value) => onFilterChange('service', value)}
        />
        <DirectoryLocationField
          value={search.location}
          onCommit={(value) => onFilterChange('location', value)}
        />
        <SelectField
          label="Checked credential"
          name={filterParams.credential}
          first={{ value: 'all', label: 'Any credential' }}
          options={credentialOptions}
          value={credentialChoice(search)}
          onChange={(value) => onFilterChange('credential', value)}
        />
        <Button type="submit" alignSelf="end">
          <LuSearch aria-hidden /> Search
        </Button>
      </form>
    </SimpleGrid>
  );
}
