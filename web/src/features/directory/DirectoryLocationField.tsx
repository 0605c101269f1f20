import { Field } from '@chakra-ui/react';
import { useState } from 'react';
import { PlaceInput, unknownPlaceMessage } from '../../components/PlaceInput';
import { readPlaceText } from '../../lib/placeText';
import { filterParams } from './directoryParams';
import { useDebouncedCommit } from './useDebouncedCommit';

interface DirectoryLocationFieldProps {
  /** The location in the URL: 'all', a listed location or a postcode. */
  value: string;
  onCommit: (value: string) => void;
}

/**
 * Location or postcode. Only an understood place is committed (the API refuses anything else), so
 * half-typed text waits; leaving the field or pressing Enter with text it cannot read says so.
 */
export function DirectoryLocationField({ value, onCommit }: DirectoryLocationFieldProps) {
  const place = useDebouncedCommit(value === 'all' ? '' : value, onCommit);
  const [error, setError] = useState<string>();

  function commitTyped() {
    const understood = readPlaceText(place.text);
    if (understood === null) setError(unknownPlaceMessage);
    else if (understood !== value) place.commitNow(understood);
  }

  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>Location</Field.Label>
      <PlaceInput
        name={filterParams.location}
        value={place.text}
        onChange={(event) => {
          const text = event.currentTarget.value;
          setError(undefined);
          place.type(text, readPlaceText(text));
        }}
        onBlur={commitTyped}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitTyped();
        }}
        enterKeyHint="search"
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
