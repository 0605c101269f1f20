import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec public-site §2: the page scrolls to top on every route change. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is what triggers the scroll
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
