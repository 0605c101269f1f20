import { useEffect, useRef, useState } from 'react';

/** docs/product/public-site.md §9: the chat's scrollbar hides this long after scrolling stops. */
const hideAfterMs = 600;

/** Whether a scroll area is being scrolled, staying true until it has been still for 600 ms. */
export function useAutoHidingScrollbar() {
  const [isScrolling, setIsScrolling] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function onScroll() {
    setIsScrolling(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setIsScrolling(false), hideAfterMs);
  }

  return { isScrolling, onScroll };
}
