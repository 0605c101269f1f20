import { Input, InputGroup } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { LuSearch } from 'react-icons/lu';

/** Typing pauses this long before the search runs, so each keystroke does not fetch. */
export const searchDebounceMs = 300;

interface DirectorySearchBoxProps {
  /** The search in the URL, exactly as last written. */
  value: string;
  onCommit: (value: string) => void;
}

/**
 * The search text, committed to the URL once typing pauses. A change made elsewhere (such as
 * Clear All Filters) replaces what is typed and cancels a pending commit; Enter commits at once.
 */
export function DirectorySearchBox({ value, onCommit }: DirectorySearchBoxProps) {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The pending commit must reach the URL as it is when it fires, not as it was at the keystroke,
  // or a filter chosen during the pause would be undone.
  const latestOnCommit = useRef(onCommit);
  useLayoutEffect(() => {
    latestOnCommit.current = onCommit;
  });

  if (value !== committed) {
    setCommitted(value);
    setText(value);
    clearTimeout(timer.current);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  function commitLater(next: string) {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latestOnCommit.current(next), searchDebounceMs);
  }

  function commitNow() {
    clearTimeout(timer.current);
    onCommit(text);
  }

  return (
    <InputGroup startElement={<LuSearch aria-hidden />}>
      <Input
        type="search"
        value={text}
        onChange={(event) => commitLater(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitNow();
        }}
        placeholder="Business name, service or town"
        enterKeyHint="search"
      />
    </InputGroup>
  );
}
