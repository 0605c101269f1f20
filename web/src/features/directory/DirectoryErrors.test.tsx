import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubDirectoryServer } from '../../../test/directoryServer';
import { makeTradesmen } from '../../../test/makeTradesman';
import { renderApp } from '../../../test/render';

// Timeouts run on the test's clock, so the retry's 1-second pause can be measured. Testing
// Library's waiting helpers wait on timeouts too, so the tests move the clock on themselves.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

/** Lets the clock run `ms` and every reply and render that is due settle. */
const passTime = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

// Replies and lazy pages also take real time on a busy machine: wait for them on the real clock,
// leaving the test's clock (and so the retry's one-second pause) where it is. Up to 30 s of it:
// the first render of the lazy page once took over 10 s while the whole web suite ran.
const realSetTimeout = globalThis.setTimeout;
async function settleUntil(done: () => boolean) {
  const giveUpAt = Date.now() + 30_000;
  while (!done() && Date.now() < giveUpAt) {
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 10)));
  }
}
const shown = (text: string) => () => screen.queryByText(text) !== null;

afterEach(() => {
  vi.useRealTimers();
});

const failWith = (status: number) => () =>
  Response.json({ error: 'Refused' }, { status, statusText: 'Refused' });

describe('a failing directory search', () => {
  it.each([
    [404, 'No tradesmen found matching your search criteria'],
    [500, 'Server error - please try again in a moment'],
    [503, 'Server error - please try again in a moment'],
    [400, 'Search failed (400) - please try again'],
  ])('answered %i says "%s" after its one retry', async (status, message) => {
    const server = stubDirectoryServer(failWith(status));
    renderApp('/directory');
    await settleUntil(() => server.searches().length === 1);
    await passTime();
    // The queries, not only their number: a second search here once failed CI on a busy machine,
    // and which search it was is what would explain it.
    expect(server.searches().map(String)).toEqual(['sort=best-match&offset=0']);
    await passTime(1000);
    await settleUntil(shown(message));
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByText('Unable to Load Directory')).toBeTruthy();
    expect(server.searches()).toHaveLength(2);
  });

  it('is tried once more after exactly one second, and the retry can succeed', async () => {
    const listings = makeTradesmen(3);
    let calls = 0;
    const server = stubDirectoryServer(() => {
      calls += 1;
      return calls === 1 ? failWith(500)() : listings;
    });
    renderApp('/directory');
    await settleUntil(() => server.searches().length === 1);
    await passTime();
    expect(server.searches()).toHaveLength(1);
    await passTime(999);
    expect(server.searches()).toHaveLength(1);
    await passTime(1);
    await settleUntil(shown(listings[0]?.name ?? ''));
    expect(screen.getByText(listings[0]?.name ?? '')).toBeTruthy();
    expect(server.searches()).toHaveLength(2);
    expect(screen.queryByText('Unable to Load Directory')).toBeNull();
  });

  it('is not retried a second time, and Try Again searches afresh', async () => {
    const server = stubDirectoryServer(failWith(500));
    renderApp('/directory');
    await settleUntil(() => server.searches().length === 1);
    await passTime(1000);
    await settleUntil(shown('Unable to Load Directory'));
    expect(screen.getByText('Unable to Load Directory')).toBeTruthy();
    await passTime(10_000);
    expect(server.searches()).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await settleUntil(() => server.searches().length === 3);
    expect(server.searches()).toHaveLength(3);
  });

  it('is not tried again once the visitor has left the directory', async () => {
    const server = stubDirectoryServer(failWith(500));
    const { router } = renderApp('/directory');
    await settleUntil(() => server.searches().length === 1);
    await passTime();
    await act(() => router.navigate('/about'));
    await settleUntil(() => router.state.location.pathname === '/about');
    await passTime(1000);
    // A retry would be on its way now: give its request real time to be made.
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 200)));
    expect(server.searches()).toHaveLength(1);
  });
});
