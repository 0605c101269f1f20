import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * docs/product/public-site.md §2.2: the page scrolls to top on every route change. Not on the first
 * page of a visit: the browser places that one, and a server-rendered page may already have been
 * scrolled by the time the app takes it over.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
