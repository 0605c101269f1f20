import { Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useId } from 'react';
import { LuMapPin } from 'react-icons/lu';
import { locations } from '#schema/catalogues';

/** The message for text that is neither a listed area nor a postcode. */
export const unknownPlaceMessage = 'Choose an area from the list or enter a postcode, e.g. AL1';

/**
 * A place to search: free text, so a postcode can be typed, with the directory's locations offered
 * as suggestions (a native datalist, so phones and screen readers show their own list).
 */
export function PlaceInput(props: InputProps) {
  const listId = useId();
  return (
    <>
      <InputGroup startElement={<LuMapPin aria-hidden />}>
        <Input
          placeholder="Area or postcode"
          autoComplete="off"
          spellCheck={false}
          {...props}
          list={listId}
        />
      </InputGroup>
      <datalist id={listId}>
        {locations.map((location) => (
          <option key={location} value={location} />
        ))}
      </datalist>
    </>
  );
}
