import { HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { type DirectorySort, directorySorts } from '#schema/catalogues';

interface DirectorySortSelectProps {
  sort: DirectorySort;
  onChange: (sort: string) => void;
}

/** 'Sort by' beside the results it orders, as homeowners find it on other directories. */
export function DirectorySortSelect({ sort, onChange }: DirectorySortSelectProps) {
  const id = useId();
  return (
    <HStack gap="2">
      <Text asChild fontSize="sm" color="fg.muted" whiteSpace="nowrap">
        <label htmlFor={id}>Sort by</label>
      </Text>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field id={id} value={sort} onChange={(event) => onChange(event.target.value)}>
          {directorySorts.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
