import { type RefObject, useEffect, useRef } from 'react';

/**
 * A row of tabs too wide for a phone (the dashboard has 13 at 390 px) scrolls sideways, and says
 * so: a shadow shows at an edge only while there are more tabs past it. The covers scroll with the
 * tabs (`local`) and hide the shadows (`scroll`) once an end is reached (issue 26: the row used to
 * look cut off).
 */
export const scrollingTabList = {
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  backgroundImage: [
    'linear-gradient(to right, var(--chakra-colors-bg) 40%, transparent)',
    'linear-gradient(to left, var(--chakra-colors-bg) 40%, transparent)',
    'radial-gradient(farthest-side at 0 50%, var(--chakra-colors-fg-subtle), transparent)',
    'radial-gradient(farthest-side at 100% 50%, var(--chakra-colors-fg-subtle), transparent)',
  ].join(', '),
  backgroundPosition: 'left center, right center, left center, right center',
  backgroundSize: '2.5rem 100%, 2.5rem 100%, 0.875rem 100%, 0.875rem 100%',
  backgroundRepeat: 'no-repeat',
  backgroundAttachment: 'local, local, scroll, scroll',
} as const;

/**
 * Keeps the selected tab in sight in a row that scrolls sideways, centred where it can be: when
 * it is first shown, opened from elsewhere on the page, or the row changes width (a phone turned).
 * Only the row scrolls, never the page.
 */
export function useSelectedTabInView(selected: string): RefObject<HTMLDivElement | null> {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = list.current;
    if (!row) return;
    function showSelected() {
      const tab = row?.querySelector<HTMLElement>(`[role="tab"][data-value="${selected}"]`);
      if (!row || !tab || row.scrollWidth <= row.clientWidth) return;
      const rowBox = row.getBoundingClientRect();
      const tabBox = tab.getBoundingClientRect();
      row.scrollTo({
        left: row.scrollLeft + tabBox.left - rowBox.left - (rowBox.width - tabBox.width) / 2,
      });
    }
    showSelected();
    const resizes = new ResizeObserver(showSelected);
    resizes.observe(row);
    return () => resizes.disconnect();
  }, [selected]);
  return list;
}
