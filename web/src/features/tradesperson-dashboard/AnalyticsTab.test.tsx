import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { api } from '../../api/client';
import { AnalyticsTab, analyticsTexts } from './AnalyticsTab';
import type { AnalyticsWeek } from './useAnalytics';

const route = 'GET /api/tradesman/analytics';

function week(weekStart: string, figures: Partial<AnalyticsWeek> = {}): AnalyticsWeek {
  return {
    weekStart,
    profileViews: 0,
    impressions: 0,
    quoteRequests: 0,
    answeredWithin24h: null,
    completedJobs: 0,
    reviews: 0,
    ...figures,
  };
}

const twelveWeeks = Array.from({ length: 12 }, (_, index) => {
  const monday = new Date(Date.UTC(2026, 8, 7 + index * 7)).toISOString().slice(0, 10);
  return week(monday);
});

describe('the Analytics tab', () => {
  it('draws a chart per figure and lists every week in one table, newest first', async () => {
    const weeks = twelveWeeks.map((entry, index) =>
      index === 11
        ? week(entry.weekStart, {
            profileViews: 1234,
            impressions: 310,
            quoteRequests: 4,
            answeredWithin24h: 0.75,
            completedJobs: 2,
            reviews: 1,
          })
        : entry,
    );
    stubApi({ [route]: answer(api.tradesman.analytics.$get, { weeks }) });
    renderPage(<AnalyticsTab onSeePlans={vi.fn()} />);
    const table = await screen.findByRole('table', { name: analyticsTexts.tableCaption });
    const rows = within(table).getAllByRole('row');
    // A header row and 12 weeks.
    expect(rows).toHaveLength(13);
    const newest = within(rows[1] as HTMLElement);
    expect(newest.getByRole('rowheader').textContent).toBe('23 Nov');
    expect(newest.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '1,234',
      '310',
      '4',
      '75%',
      '2',
      '1',
    ]);
    // A week without a request to judge shows a dash, not 0%.
    expect(within(rows[2] as HTMLElement).getAllByRole('cell')[3]?.textContent).toBe('–');
    const charts = screen.getAllByRole('img');
    expect(charts).toHaveLength(6);
    expect(charts[0]?.getAttribute('aria-label')).toBe(
      'Profile views, last 12 weeks; this week 1,234. Figures in the table below.',
    );
    expect(charts[0]?.getAttribute('aria-describedby')).toBe(table.id);
  });

  it('says there is nothing yet when every figure is empty', async () => {
    stubApi({ [route]: answer(api.tradesman.analytics.$get, { weeks: twelveWeeks }) });
    renderPage(<AnalyticsTab onSeePlans={vi.fn()} />);
    expect(await screen.findByText(analyticsTexts.emptyTitle)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers the plans below Professional', async () => {
    stubApi({
      [route]: () =>
        Response.json(
          { error: 'Advanced analytics come with the Professional plan. Upgrade to see them.' },
          { status: 403 },
        ),
    });
    const onSeePlans = vi.fn();
    const { user } = renderPage(<AnalyticsTab onSeePlans={onSeePlans} />);
    expect(await screen.findByText(analyticsTexts.upsellTitle)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'See plans' }));
    expect(onSeePlans).toHaveBeenCalledOnce();
  });
});
