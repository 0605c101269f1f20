import { renderHook } from '@testing-library/react';
import type { DetachedWindowAPI } from 'happy-dom';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { trackEvent, trackPageView, usePageViewTracking } from './analytics';

const happyDOM = (window as unknown as { happyDOM: DetachedWindowAPI }).happyDOM;

// The test never fetches Google's script: happy-dom treats the blocked load as a success.
beforeAll(() => {
  happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
});

afterAll(() => {
  happyDOM.settings.handleDisabledFileLoadingAsSuccess = false;
});

const tagScripts = () =>
  document.querySelectorAll('script[src^="https://www.googletagmanager.com/gtag/js"]');

/** The data layer's entries as plain lists (gtag pushes `arguments` objects). */
const dataLayerEntries = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as never));

afterEach(() => {
  vi.unstubAllEnvs();
  for (const script of tagScripts()) script.remove();
  delete window.gtag;
  delete window.dataLayer;
});

describe('analytics without a measurement id', () => {
  it('loads nothing and sets no globals', () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', '');
    trackPageView('/directory');
    trackEvent('generate_lead', { category: 'conversion', label: 'Sunrise Solar' });
    expect(tagScripts()).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
  });
});

describe('analytics with a measurement id', () => {
  it('loads the tag script once and sends each page view with its path', () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-TEST123');
    trackPageView('/');
    trackPageView('/directory?q=solar');
    expect(tagScripts()).toHaveLength(1);
    expect(tagScripts()[0]?.getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
    );
    const entries = dataLayerEntries();
    expect(entries).toContainEqual(['config', 'G-TEST123', { send_page_view: false }]);
    const pageViews = entries.filter(
      ([command, name]) => command === 'event' && name === 'page_view',
    );
    expect(pageViews.map(([, , params]) => (params as { page_path: string }).page_path)).toEqual([
      '/',
      '/directory?q=solar',
    ]);
  });

  it('sends named events with their category, label and value', () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-TEST123');
    trackEvent('view_profile', { category: 'engagement', label: 'Sunrise Solar', value: 1 });
    expect(dataLayerEntries()).toContainEqual([
      'event',
      'view_profile',
      { event_category: 'engagement', event_label: 'Sunrise Solar', value: 1 },
    ]);
  });

  it('reports the route a page is rendered at', () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-TEST123');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/listing/4']}>{children}</MemoryRouter>
    );
    renderHook(() => usePageViewTracking(), { wrapper });
    expect(dataLayerEntries()).toContainEqual([
      'event',
      'page_view',
      expect.objectContaining({ page_path: '/listing/4' }),
    ]);
  });
});
