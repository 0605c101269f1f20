import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Focus inside one of these (or on the button that opened it) belongs to an open popup. */
const openPopupSelector =
  '[role="menu"], [role="dialog"], [role="listbox"], [aria-expanded="true"]';

/** The new page's h1, once it shows; true when there is nothing more to wait for. */
function focusHeadingIn(main: HTMLElement): boolean {
  const heading = main.querySelector('h1');
  if (!heading) return false;
  // The page focused a control of its own (an autofocus field): that is where the user starts.
  const focused = document.activeElement;
  if (focused && focused !== main && main.contains(focused)) return true;
  // The visitor opened a menu or dialog while the page loaded: moving focus would close it.
  if (focused?.closest(openPopupSelector)) return true;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * After a move to another page in the browser, focus goes to that page's main heading, so screen
 * reader and keyboard users start where the new content starts, as after a full page load
 * (issue 16). The first page of a visit keeps the browser's own start. Pages that load their data
 * show their heading later, so this waits for it until the next move. A new search on the same
 * page (the directory's filters) is not a new page.
 */
export function FocusMainHeading({ mainId }: { mainId: string }) {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    const main = document.getElementById(mainId);
    if (!main || focusHeadingIn(main)) return;
    const observer = new MutationObserver(() => {
      if (focusHeadingIn(main)) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname, mainId]);
  return null;
}
