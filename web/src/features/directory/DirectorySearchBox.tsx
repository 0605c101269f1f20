import { Input, InputGroup } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import { filterParams } from './directoryParams';
import { useDebouncedCommit } from './useDebouncedCommit';

interface DirectorySearchBoxProps {
  /** The search in the URL, exactly as last written. */
  value: string;
  onCommit: (value: string) => void;
}

/** The search words, committed to the URL once typing pauses; Enter commits at once. */
export function DirectorySearchBox({ value, onCommit }: DirectorySearchBoxProps) {
  const search = useDebouncedCommit(value, onCommit);
  return (
    <InputGroup startElement={<LuSearch aria-hidden />}>
      <Input
        type="search"
        name={filterParams.query}
        value={search.text}
        onChange={(event) => search.type(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') search.commitNow(search.text);
        }}
        placeholder="What you need, a business or a postcode"
        enterKeyHint="search"
      />
    </InputGroup>
  );
}
