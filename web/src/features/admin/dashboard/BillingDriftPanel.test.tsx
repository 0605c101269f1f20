import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, makeUser, signInAs } from '../../../../test/api';
import { renderPage } from '../../../../test/render';
import { api } from '../../../api/client';
import { BillingDriftPanel } from './BillingDriftPanel';

const admin = makeUser({ role: 'admin' });
const driftRoute = api.admin['billing-drift'].$get;

describe('the billing drift panel', () => {
  it('counts the open drift and lists each difference, ours beside Stripe’s', async () => {
    signInAs(admin, {
      'GET /api/admin/billing-drift': answer(driftRoute, {
        count: 2,
        rows: [
          {
            id: 2,
            tradesmanId: 7,
            listingName: 'Green Heat Ltd',
            subscriptionId: 'sub_1',
            field: 'plan',
            ours: 'premium',
            stripe: 'starter',
            foundAt: '2026-11-24T03:00:00.000Z',
          },
          {
            id: 1,
            tradesmanId: 8,
            listingName: 'Loft Pros',
            subscriptionId: 'sub_2',
            field: 'periodEnd',
            ours: '2026-12-20T00:00:00.000Z',
            stripe: '2026-12-24T00:00:00.000Z',
            foundAt: '2026-11-23T03:00:00.000Z',
          },
        ],
      }),
    });
    renderPage(<BillingDriftPanel />);
    const panel = screen.getByRole('region', { name: 'Billing Drift' });
    expect(await within(panel).findByText('2 open')).toBeTruthy();
    const rows = within(panel).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Green Heat Ltd');
    expect(within(rows[1] as HTMLElement).getByText('Premium')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Starter')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Period end')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('24 Dec 2026')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Green Heat Ltd' }).getAttribute('href')).toBe(
      '/tradesman/7',
    );
  });

  it('says so when every paid listing matches Stripe', async () => {
    signInAs(admin, {
      'GET /api/admin/billing-drift': answer(driftRoute, { count: 0, rows: [] }),
    });
    renderPage(<BillingDriftPanel />);
    expect(
      await screen.findByText('No billing drift: every paid listing matches Stripe.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
