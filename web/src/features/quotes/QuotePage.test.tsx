import { screen, within } from '@testing-library/react';
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

const second = makeTradesman({ id: 6, name: 'Ware Insulation' });

/** The two trades chosen in the directory, and the one request to them. */
function serverForTwo() {
  return stubApi({
    'GET /api/tradesmen/5': answer(api.tradesmen[':id'].$get, listing),
    'GET /api/tradesmen/6': answer(api.tradesmen[':id'].$get, second),
    'POST /api/quote-requests': answer(
      api['quote-requests'].$post,
      { ids: [1, 2], id: 1, status: 'pending', createdAt: '2026-11-20T10:00:00.000Z' },
      { status: 201 },
    ),
  });
}

/** The quote page for the trades the directory's selection bar names: `/quote?trade=5&trade=6`. */
const openChosenQuotePage = (search: string) =>
  renderPage(<QuotePage />, { route: '/quote', path: `/quote${search}` });

const formOf = (element: HTMLElement) => {
  const form = element.closest('form');
  if (!form) throw new Error('Not in a form');
  return form;
};

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

  it('asks for quotes from every trade chosen in the directory, posting to its own address', async () => {
    serverForTwo();
    openChosenQuotePage('?trade=5&trade=6');
    expect(await screen.findByText('Ware Insulation')).toBeTruthy();
    expect(screen.getByText('Broxbourne Batteries')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Request Quotes' })).toBeTruthy();
    expect(screen.getByText(/^Tell these 2 tradespeople about your project/)).toBeTruthy();
    // Without the app, the page posts to itself and the Worker answers for both trades.
    const form = formOf(screen.getByRole('button', { name: 'Send Request' }));
    expect(form.getAttribute('action')).toBe('/quote?trade=5&trade=6');
    expect(form.getAttribute('method')).toBe('post');
  });

  it('sends one request to the chosen trades and says they both have it', async () => {
    const fetchMock = serverForTwo();
    const { user } = openChosenQuotePage('?trade=5&trade=6');
    await user.selectOptions(await screen.findByLabelText('Property size'), '3 bed');
    await screen.findByText('Ware Insulation');
    await user.selectOptions(screen.getByLabelText('Timeline'), 'Within 1 month');
    await user.type(screen.getByLabelText('Project description'), 'Loft insulation and a battery');
    await user.type(screen.getByLabelText('Full name'), 'Sam Homeowner');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Phone'), '01992 960 000');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));

    const sentHeading = await screen.findByRole('heading', { name: 'Quote Request Sent' });
    const posted = callsTo(fetchMock, 'POST /api/quote-requests');
    expect(posted).toEqual([
      {
        tradesmanIds: [5, 6],
        tradesmanName: 'Broxbourne Batteries and Ware Insulation',
        propertySize: '3 bed',
        timeline: '1-month',
        description: 'Loft insulation and a battery',
        customerName: 'Sam Homeowner',
        customerEmail: 'sam@example.com',
        customerPhone: '01992 960 000',
        customerAddress: '',
        customerPostcode: '',
      },
    ]);
    expect(posted[0]).not.toHaveProperty('tradesmanId');
    // The page's own panel, in place of the form (the toast says so too).
    const panel = sentHeading.closest<HTMLElement>('[role=status]');
    if (!panel) throw new Error('No sent panel');
    expect(
      within(panel).getByText(
        'Broxbourne Batteries and Ware Insulation have your request. Most tradespeople reply within 24 to 48 hours.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the Directory' }).getAttribute('href')).toBe(
      '/directory',
    );
    // One profile link would leave the other trade out: there is none.
    expect(screen.queryByRole('link', { name: /^View / })).toBeNull();
  });

  it('refuses an address naming more trades than one request may go to, asking nothing of the API', async () => {
    const fetchMock = stubApi({});
    openChosenQuotePage('?trade=5&trade=6&trade=7&trade=8');
    expect(
      await screen.findByText(
        "A request can go to at most 3 tradespeople. Choose up to three in the directory with 'Add to my request'.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Request Quotes' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the Directory' }).getAttribute('href')).toBe(
      '/directory',
    );
    expect(screen.queryByRole('button', { name: 'Send Request' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a tradesperson when the address names none', async () => {
    const fetchMock = stubApi({});
    openChosenQuotePage('');
    expect(
      await screen.findByText(
        "Please choose a tradesperson. Choose up to three in the directory with 'Add to my request'.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Request a Quote' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the Directory' }).getAttribute('href')).toBe(
      '/directory',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats a trade named twice as one, with a request to it alone', async () => {
    server();
    openChosenQuotePage('?trade=5&trade=5');
    const recipient = await screen.findByText('Broxbourne Batteries');
    expect(screen.getByRole('heading', { level: 1, name: 'Request a Quote' })).toBeTruthy();
    expect(screen.getAllByText('Broxbourne Batteries')).toEqual([recipient]);
    expect(
      formOf(screen.getByRole('button', { name: 'Send Request' })).getAttribute('action'),
    ).toBe('/quote/5');
  });
});
