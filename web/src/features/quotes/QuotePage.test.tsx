import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, stubApi } from '../../../test/api';
import { makeTradesman } from '../../../test/makeTradesman';
import { renderPage } from '../../../test/render';
import { api } from '../../api/client';
import { QuotePage } from './QuotePage';

const listing = makeTradesman({ id: 5, name: 'Broxbourne Batteries' });

function server() {
  return stubApi({
    'GET /api/tradesmen/5': answer(api.tradesmen[':id'].$get, listing),
    'POST /api/quote-requests': answer(
      api['quote-requests'].$post,
      { ids: [1], id: 1, status: 'pending', createdAt: '2026-11-20T10:00:00.000Z' },
      { status: 201 },
    ),
  });
}

const openQuotePage = (id: number) =>
  renderPage(<QuotePage />, { route: '/quote/:id', path: `/quote/${id}` });

describe('the quote page', () => {
  it("offers the listing form's own timelines", async () => {
    server();
    openQuotePage(5);
    await screen.findByText('Broxbourne Batteries');
    const options = Array.from(
      (screen.getByLabelText('Timeline') as HTMLSelectElement).options,
      (option) => option.text,
    );
    expect(options).toEqual([
      'Choose a timeline',
      'ASAP',
      'Within 1 month',
      'Within 3 months',
      'Flexible',
    ]);
  });

  it('checks both parts at once and shows every message', async () => {
    const fetchMock = server();
    const { user } = openQuotePage(5);
    await user.click(await screen.findByRole('button', { name: 'Send Request' }));
    for (const message of [
      'Please select your property size',
      'Please select a timeline',
      'Please describe your project',
      'Full name is required',
      'Please enter a valid email address',
      'Phone number is required',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(callsTo(fetchMock, 'POST /api/quote-requests')).toHaveLength(0);
  });

  it('sends the request and shows it was sent, with a way back to the directory', async () => {
    const fetchMock = server();
    const { user } = openQuotePage(5);
    await user.selectOptions(await screen.findByLabelText('Property size'), '2 bed');
    await user.selectOptions(screen.getByLabelText('Timeline'), 'ASAP');
    await user.type(screen.getByLabelText('Project description'), 'Home battery');
    await user.type(screen.getByLabelText('Full name'), 'Sam Homeowner');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Phone'), '01992 960 000');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByRole('heading', { name: 'Quote Request Sent' })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/quote-requests')).toEqual([
      {
        tradesmanId: 5,
        tradesmanName: 'Broxbourne Batteries',
        propertySize: '2 bed',
        timeline: 'asap',
        description: 'Home battery',
        customerName: 'Sam Homeowner',
        customerEmail: 'sam@example.com',
        customerPhone: '01992 960 000',
        customerAddress: '',
        customerPostcode: '',
      },
    ]);
    expect(screen.getByRole('link', { name: 'Back to the Directory' }).getAttribute('href')).toBe(
      '/directory',
    );
  });

  it('says kindly when there is no such business', async () => {
    stubApi({});
    openQuotePage(77);
    expect(await screen.findByText(/We couldn't find this business/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Request a Quote' })).toBeTruthy();
  });
});
