// Analytics (docs/product/public-site.md §7): Google's tag, only when a measurement id is
// configured. Without VITE_GA_MEASUREMENT_ID nothing is loaded and every call does nothing, so
// development, tests and deployments without analytics send no data anywhere.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export interface AnalyticsEvent {
  category: string;
  label?: string;
  value?: number;
}

const tagScriptUrl = 'https://www.googletagmanager.com/gtag/js';

function measurementId(): string | undefined {
  const id: unknown = import.meta.env.VITE_GA_MEASUREMENT_ID;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** The tag function, set up (with its script added to the page) on first use. */
function loadTag(id: string): Gtag {
  if (window.gtag) return window.gtag;
  window.dataLayer ??= [];
  const dataLayer = window.dataLayer;
  // gtag.js reads `arguments` objects from the data layer, not arrays.
  window.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js requires the arguments object itself
    dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  // Page views are sent on each route change below, so the initial config must not send one too.
  window.gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${tagScriptUrl}?id=${encodeURIComponent(id)}`;
  document.head.append(script);
  return window.gtag;
}

export function trackPageView(path: string): void {
  const id = measurementId();
  if (!id) return;
  loadTag(id)('event', 'page_view', {
    page_path: path,
    page_location: window.location.href,
    page_title: document.title,
  });
}

/** A named event with its category, label and value (docs/product/public-site.md §2.2). */
export function trackEvent(name: string, { category, label, value }: AnalyticsEvent): void {
  const id = measurementId();
  if (!id) return;
  loadTag(id)('event', name, { event_category: category, event_label: label, value });
}

/** Reports every route change (path and query) as a page view. */
export function usePageViewTracking(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    trackPageView(`${pathname}${search}`);
  }, [pathname, search]);
}
