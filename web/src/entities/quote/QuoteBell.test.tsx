import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, makeUser, signInAs, stubApi } from '../../../test/api';
import { renderApp, renderPage } from '../../../test/render';
import { QuoteBell } from './QuoteBell';

const pageLoad = new Date('2026-03-03T10:00:00.000Z');
const pollKey = 'GET /api/quote-requests';

let nextId = 1;

/** A request as the staff list shows it, created `secondsAfterLoad` after the page loaded. */
function makeStaffQuote(secondsAfterLoad: number, customerName = `Customer ${nextId}`) {
  const id = nextId++;
  return {
    id,
    createdAt: new Date(pageLoad.getTime() + secondsAfterLoad * 1000).toISOString(),
    customerName,
    tradesmanName: 'GreenSpark Energy',
    propertySize: '3 bed',
    timeline: 'month',
  };
}

/** A stand-in for the browser's Notification API, recording what it was asked to show. */
function stubNotifications(permission: NotificationPermission) {
  const shown: { title: string; body?: string }[] = [];
  const requestPermission = vi.fn(async () => permission);
  class FakeNotification {
    static permission = permission;
    static requestPermission = requestPermission;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body });
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, requestPermission };
}

/** The server's latest requests, newest first, as the test changes them. */
function stubServer(initial: ReturnType<typeof makeStaffQuote>[] = []) {
  const server = { quotes: initial };
  const fetchMock = stubApi({ [pollKey]: () => Response.json(server.quotes) });
  return { server, fetchMock };
}

const bell = () => screen.getByRole('button', { name: /^Quote notifications/ });

async function nextPoll() {
  await act(() => vi.advanceTimersByTimeAsync(5000));
}

function setTabHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the staff quote bell', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(pageLoad);
  });

  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'hidden');
  });

  it('counts only requests created after the page loaded', async () => {
    stubNotifications('denied');
    const { server, fetchMock } = stubServer([makeStaffQuote(-3600)]);
    renderPage(<QuoteBell />);
    await waitFor(() => expect(callsTo(fetchMock, pollKey)).toHaveLength(1));
    expect(bell().getAttribute('aria-label')).toBe('Quote notifications');

    server.quotes = [makeStaffQuote(2), makeStaffQuote(1), ...server.quotes];
    await nextPoll();
    expect(callsTo(fetchMock, pollKey)).toHaveLength(2);
    await waitFor(() =>
      expect(bell().getAttribute('aria-label')).toBe('Quote notifications: 2 new'),
    );
    expect(within(bell()).getByText('2')).toBeTruthy();
  });

  it("lists at most 5 new requests, then '+N more quotes'", async () => {
    stubNotifications('denied');
    const { server } = stubServer();
    const { user } = renderPage(<QuoteBell />);
    server.quotes = [7, 6, 5, 4, 3, 2, 1].map((seconds) =>
      makeStaffQuote(seconds, `Customer ${seconds}`),
    );
    await nextPoll();
    await waitFor(() =>
      expect(bell().getAttribute('aria-label')).toBe('Quote notifications: 7 new'),
    );

    await user.click(bell());
    const panel = within(await screen.findByRole('dialog', { name: 'Quote Notifications' }));
    expect(panel.getAllByRole('listitem').map((item) => item.textContent?.split(' →')[0])).toEqual([
      'Customer 7',
      'Customer 6',
      'Customer 5',
      'Customer 4',
      'Customer 3',
    ]);
    expect(panel.getByText('+2 more quotes')).toBeTruthy();
    expect(panel.getAllByText('Customer 7 → GreenSpark Energy')).toHaveLength(1);
  });

  it("'Mark All as Read' clears the list, closes the panel and starts counting again from now", async () => {
    stubNotifications('denied');
    const { server } = stubServer();
    const { user } = renderPage(<QuoteBell />);
    server.quotes = [makeStaffQuote(1)];
    await nextPoll();
    await waitFor(() =>
      expect(bell().getAttribute('aria-label')).toBe('Quote notifications: 1 new'),
    );

    await user.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Quote Notifications' });
    await user.click(within(panel).getByRole('button', { name: 'Mark All as Read' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bell().getAttribute('aria-label')).toBe('Quote notifications');

    await user.click(bell());
    expect(await screen.findByText('No new quote requests')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close notifications' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    server.quotes = [makeStaffQuote(120), ...server.quotes];
    await nextPoll();
    await waitFor(() =>
      expect(bell().getAttribute('aria-label')).toBe('Quote notifications: 1 new'),
    );
  });

  it('announces arrivals once each with a desktop notification', async () => {
    const { shown } = stubNotifications('granted');
    const { server } = stubServer();
    renderPage(<QuoteBell />);
    server.quotes = [makeStaffQuote(2, 'Emma Clarke'), makeStaffQuote(1, 'Tom Reed')];
    await nextPoll();
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]).toEqual({
      title: '2 new quote requests',
      body: 'Latest: Emma Clarke → GreenSpark Energy',
    });

    await nextPoll();
    server.quotes = [makeStaffQuote(9, 'Ann Lee'), ...server.quotes];
    await nextPoll();
    await waitFor(() => expect(shown).toHaveLength(2));
    expect(shown[1]).toEqual({
      title: '1 new quote request',
      body: 'Latest: Ann Lee → GreenSpark Energy',
    });
  });

  it('asks for notification permission on load only while the user has not decided', async () => {
    const undecided = stubNotifications('default');
    stubServer();
    const view = renderPage(<QuoteBell />);
    expect(undecided.requestPermission).toHaveBeenCalledTimes(1);
    view.unmount();

    const decided = stubNotifications('denied');
    renderPage(<QuoteBell />);
    expect(decided.requestPermission).not.toHaveBeenCalled();
  });

  it('does not poll while the tab is hidden, and polls at once when it shows again', async () => {
    stubNotifications('denied');
    const { fetchMock } = stubServer();
    renderPage(<QuoteBell />);
    await waitFor(() => expect(callsTo(fetchMock, pollKey)).toHaveLength(1));

    setTabHidden(true);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(callsTo(fetchMock, pollKey)).toHaveLength(1);

    setTabHidden(false);
    await waitFor(() => expect(callsTo(fetchMock, pollKey)).toHaveLength(2));
    await nextPoll();
    expect(callsTo(fetchMock, pollKey)).toHaveLength(3);
  });
});

describe('who sees the bell', () => {
  it('admins and editors do; homeowners and tradespeople do not', async () => {
    stubNotifications('denied');
    signInAs(makeUser({ role: 'resident' }));
    const resident = renderApp('/about');
    await screen.findByRole('button', { name: /Account menu/ });
    expect(screen.queryByRole('button', { name: /^Quote notifications/ })).toBeNull();
    resident.unmount();

    signInAs(makeUser({ role: 'editor' }), { [pollKey]: () => Response.json([]) });
    renderApp('/about');
    expect(await screen.findByRole('button', { name: 'Quote notifications' })).toBeTruthy();
  });
});
