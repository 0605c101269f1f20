import { HStack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { type DirectorySort, directorySorts } from '#schema/catalogues';
import { OptionSelect } from '../../components/OptionSelect';
import { filterParams, filtersFormId } from './directoryParams';

interface DirectorySortSelectProps {
  sort: DirectorySort;
  onChange: (sort: string) => void;
}

/**
 * 'Sort by' beside the results it orders, as homeowners find it on other directories. It belongs
 * to the filters' form, so before the app runs it is sent with them (the app applies it at once).
 */
export function DirectorySortSelect({ sort, onChange }: DirectorySortSelectProps) {
  const id = useId();
  return (
    <HStack gap="2">
      <Text asChild fontSize="sm" color="fg.muted" whiteSpace="nowrap">
        <label htmlFor={id}>Sort by</label>
      </Text>
      <OptionSelect
        id={id}
        size="sm"
        width="auto"
        options={directorySorts}
        name={filterParams.sort}
        form={filtersFormId}
        value={sort}
        onChange={onChange}
      />
    </HStack>
  );
}
