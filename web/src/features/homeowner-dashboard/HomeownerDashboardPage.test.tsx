import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, signInAs } from '../../../test/api';
import { makeHomeownerQuote } from '../../../test/makeDashboardData';
import { renderApp } from '../../../test/render';

const resident = makeUser({
  id: 7,
  role: 'resident',
  name: 'Emma Clarke',
  email: 'emma@example.com',
});
const quotesKey = 'GET /api/homeowners/7/quotes';

function openDashboard(quotesReply: () => Response) {
  localStorage.setItem(
    'homeowner',
    JSON.stringify({
      id: 7,
      name: 'Emma C',
      email: 'old@example.com',
      phone: '07700 900123',
      address: '4 Mill Lane, Hitchin',
      postcode: 'SG5 1AB',
      createdAt: '2025-11-20T09:00:00.000Z',
    }),
  );
  signInAs(resident, {
    [quotesKey]: quotesReply,
    'GET /api/bookings': () => Response.json({ bookings: [] }),
  });
  return renderApp('/homeowner-dashboard');
}

describe('the homeowner dashboard', () => {
  it('greets the homeowner and shows their account, refreshed from the current user', async () => {
    openDashboard(() => Response.json([]));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Emma Clarke' }),
    ).toBeTruthy();
    const account = within(screen.getByRole('region', { name: 'Your Account' }));
    expect(account.getByText('emma@example.com')).toBeTruthy();
    expect(account.getByText('07700 900123')).toBeTruthy();
    expect(account.getByText('4 Mill Lane, Hitchin, SG5 1AB')).toBeTruthy();
    expect(account.getByText('20 Nov 2025')).toBeTruthy();
    const page = within(screen.getByRole('main'));
    expect(page.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(page.getByRole('button', { name: 'Log Out' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find Tradespeople' }).getAttribute('href')).toBe(
      '/directory',
    );
    expect(await screen.findByText('No survey visits booked')).toBeTruthy();
    // The refreshed record is stored by an effect after the render that shows it.
    await waitFor(() =>
      expect(localStorage.getItem('homeowner')).toContain('"email":"emma@example.com"'),
    );
  });

  it('lists the quote requests with the tradesperson, status and contact details', async () => {
    openDashboard(() =>
      Response.json([
        makeHomeownerQuote(),
        makeHomeownerQuote({ id: 402, tradesmanName: 'Loft Masters', status: 'pending' }),
      ]),
    );
    const list = within(await screen.findByRole('region', { name: 'Your Quote Requests' }));
    expect(await list.findByLabelText('2 in total')).toBeTruthy();
    const card = within(list.getByRole('article', { name: 'Quote request to GreenSpark Energy' }));
    expect(card.getByText('Verified')).toBeTruthy();
    expect(card.getByText('Contacted')).toBeTruthy();
    expect(card.getByText('3 bed')).toBeTruthy();
    expect(card.getByText('Flexible')).toBeTruthy();
    expect(card.getByText('Sent 3 Mar 2026')).toBeTruthy();
    expect(card.getByText('Air source heat pump to replace an old gas boiler.')).toBeTruthy();
    expect(card.getByRole('link', { name: 'hello@greenspark.example' }).getAttribute('href')).toBe(
      'mailto:hello@greenspark.example',
    );
    expect(card.getByRole('link', { name: '01727 555 010' }).getAttribute('href')).toBe(
      'tel:01727555010',
    );
    expect(card.getByRole('link', { name: 'View Profile' }).getAttribute('href')).toBe(
      '/tradesman/12',
    );
    expect(card.getByText('G')).toBeTruthy();
    const other = within(list.getByRole('article', { name: 'Quote request to Loft Masters' }));
    expect(other.getByText('Pending')).toBeTruthy();
  });

  it('groups the requests of one send to several trades, and leaves a lone request on its own', async () => {
    const send = { sendId: 'send-1', sentToCount: 3, status: 'pending' } as const;
    openDashboard(() =>
      Response.json([
        makeHomeownerQuote({ ...send, id: 411, tradesmanName: 'Hertford Heat Pumps' }),
        makeHomeownerQuote({ ...send, id: 412, tradesmanName: 'Ware Renewables' }),
        makeHomeownerQuote({ ...send, id: 413, tradesmanName: 'Stort Valley Heating' }),
        makeHomeownerQuote({ id: 402, tradesmanName: 'Loft Masters' }),
      ]),
    );
    const list = within(await screen.findByRole('region', { name: 'Your Quote Requests' }));
    // The section shows while its requests load; the count comes with them.
    expect(await list.findByLabelText('4 in total')).toBeTruthy();
    const group = within(
      list.getByRole('region', { name: 'One request sent to 3 trades on 3 Mar 2026' }),
    );
    expect(group.getByText('One request sent to 3 trades on 3 Mar 2026')).toBeTruthy();
    expect(group.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Quote request to Hertford Heat Pumps',
      'Quote request to Ware Renewables',
      'Quote request to Stort Valley Heating',
    ]);
    expect(list.getAllByRole('region')).toHaveLength(1);
    expect(list.getByRole('article', { name: 'Quote request to Loft Masters' })).toBeTruthy();
  });

  it('without requests, offers to browse the directory', async () => {
    openDashboard(() => Response.json([]));
    expect(await screen.findByText("You haven't requested any quotes yet")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Directory' }).getAttribute('href')).toBe(
      '/directory',
    );
  });

  it("a failed read says 'Failed to load your account data'", async () => {
    openDashboard(() => Response.json({ error: 'Down' }, { status: 500 }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getAllByText('Failed to load your account data').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
