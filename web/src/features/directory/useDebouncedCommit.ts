import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Typing pauses this long before a typed filter runs, so each keystroke does not fetch. */
export const searchDebounceMs = 300;

/**
 * Text typed into a filter, committed to the URL once typing pauses. A change made elsewhere
 * (such as Clear All Filters) replaces what is typed and cancels a pending commit.
 */
export function useDebouncedCommit(value: string, onCommit: (value: string) => void) {
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

  return {
    text,
    /** Shows `next` and commits `commit` after the pause; null commits nothing. */
    type(next: string, commit: string | null = next) {
      setText(next);
      clearTimeout(timer.current);
      if (commit !== null) {
        timer.current = setTimeout(() => latestOnCommit.current(commit), searchDebounceMs);
      }
    },
    commitNow(commit: string) {
      clearTimeout(timer.current);
      onCommit(commit);
    },
  };
}
