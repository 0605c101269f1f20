import { useEffect, useRef, useState } from 'react';
import { limits } from '#schema/limits';

/** Whether a scroll area is being scrolled, staying true until it has been still for 600 ms. */
export function useAutoHidingScrollbar() {
  const [isScrolling, setIsScrolling] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function onScroll() {
    setIsScrolling(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setIsScrolling(false), limits.chatScrollbarHideMs);
  }

  return { isScrolling, onScroll };
}
