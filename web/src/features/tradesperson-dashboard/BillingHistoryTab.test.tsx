import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { api } from '../../api/client';
import { BillingHistoryTab, billingHistoryTexts } from './BillingHistoryTab';

const invoices = answer(api.tradesman.invoices.$get, {
  invoices: [
    {
      id: 'in_2',
      number: 'RSG-0002',
      description: 'Plan change',
      amount: 51021,
      currency: 'gbp',
      status: 'paid',
      date: '2026-11-20T10:00:00.000Z',
      periodStart: '2026-11-20T10:00:00.000Z',
      periodEnd: '2026-12-01T10:00:00.000Z',
      url: 'https://invoice.stripe.example/in_2',
    },
    {
      id: 'in_1',
      number: 'RSG-0001',
      description: 'First payment',
      amount: 1900,
      currency: 'gbp',
      status: 'paid',
      date: '2026-11-01T10:00:00.000Z',
      periodStart: '2026-11-01T10:00:00.000Z',
      periodEnd: '2026-12-01T10:00:00.000Z',
      url: 'https://invoice.stripe.example/in_1',
    },
  ],
});

describe("the trade's billing history", () => {
  it('lists each invoice with the amount charged, its status and the receipt', async () => {
    stubApi({ 'GET /api/tradesman/invoices': invoices });
    renderPage(<BillingHistoryTab hasListing />);
    const rows = await screen.findAllByRole('row');
    const change = within(rows[1] as HTMLElement);
    expect(change.getByText('Plan change')).toBeTruthy();
    expect(change.getByText('£510.21')).toBeTruthy();
    expect(change.getByText('Paid')).toBeTruthy();
    expect(change.getByRole('link', { name: /Receipt RSG-0002/ }).getAttribute('href')).toBe(
      'https://invoice.stripe.example/in_2',
    );
    expect(within(rows[2] as HTMLElement).getByText('£19')).toBeTruthy();
  });

  it('says when there is nothing yet, and offers a retry when the list cannot be read', async () => {
    stubApi({ 'GET /api/tradesman/invoices': () => Response.json({ invoices: [] }) });
    const { unmount } = renderPage(<BillingHistoryTab hasListing />);
    expect(await screen.findByText(billingHistoryTexts.empty)).toBeTruthy();
    unmount();
    stubApi({
      'GET /api/tradesman/invoices': () => Response.json({ error: 'Stripe down' }, { status: 502 }),
    });
    renderPage(<BillingHistoryTab hasListing />);
    expect(await screen.findByText(billingHistoryTexts.loadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
