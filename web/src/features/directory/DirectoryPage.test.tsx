import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubDirectoryServer } from '../../../test/directoryServer';
import { makeTradesman, makeTradesmen } from '../../../test/makeTradesman';
import { renderApp } from '../../../test/render';

const listingNames = () =>
  screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

const pagesNav = () => screen.getByRole('navigation', { name: 'Directory pages' });

const searchOf = (router: ReturnType<typeof renderApp>['router']) =>
  new URLSearchParams(router.state.location.search);

describe('directory filters', () => {
  it('keep search, service and location in the URL and start again from the first page', async () => {
    const listings = makeTradesmen(12);
    const server = stubDirectoryServer(() => listings, { total: 12 });
    const { router, user } = renderApp('/directory');
    await screen.findByText(listings[0]?.name ?? '');

    await user.click(within(pagesNav()).getByRole('button', { name: 'Page 3 of 3' }));
    expect(listingNames()).toEqual(listings.slice(10).map((listing) => listing.name));

    await user.selectOptions(screen.getByLabelText('Service'), 'Heat Pump');
    expect(searchOf(router).get('service')).toBe('Heat Pump');
    await waitFor(() => expect(listingNames()[0]).toBe(listings[0]?.name));
    expect(
      within(pagesNav()).getByRole('button', { name: 'Page 1 of 3' }).getAttribute('aria-current'),
    ).toBe('page');

    await user.selectOptions(screen.getByLabelText('Location'), 'Watford');
    await user.type(screen.getByLabelText('Search'), 'solar');
    await waitFor(() => expect(searchOf(router).get('q')).toBe('solar'));
    expect(searchOf(router).get('location')).toBe('Watford');

    await waitFor(() =>
      expect(Object.fromEntries(server.searches().at(-1) ?? [])).toEqual({
        query: 'solar',
        location: 'Watford',
        service: 'Heat Pump',
        offset: '0',
      }),
    );
    // Typing is debounced: one search for 'solar', none for 's', 'so', 'sol' or 'sola'.
    expect(server.searches().filter((query) => query.has('query'))).toHaveLength(1);
  });

  it('keep a filter chosen while the typed search is still pending', async () => {
    stubDirectoryServer(() => makeTradesmen(2));
    const { router, user } = renderApp('/directory?q=solar&location=Watford');
    await user.clear(screen.getByLabelText('Search'));
    await user.selectOptions(screen.getByLabelText('Service'), 'Insulation');
    await waitFor(() => expect(searchOf(router).has('q')).toBe(false));
    expect(Object.fromEntries(searchOf(router))).toEqual({
      location: 'Watford',
      service: 'Insulation',
    });
  });

  it('read the filters from the URL, and All leaves a filter out of the URL', async () => {
    const server = stubDirectoryServer(() => makeTradesmen(2));
    const { router, user } = renderApp('/directory?q=loft&location=Dacorum&service=Insulation');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('loft');
    expect((screen.getByLabelText('Location') as HTMLSelectElement).value).toBe('Dacorum');
    await waitFor(() =>
      expect(Object.fromEntries(server.searches()[0] ?? [])).toEqual({
        query: 'loft',
        location: 'Dacorum',
        service: 'Insulation',
        offset: '0',
      }),
    );
    await user.selectOptions(screen.getByLabelText('Location'), 'All locations');
    expect(searchOf(router).has('location')).toBe(false);
  });
});

describe('directory paging', () => {
  it('shows five a page and offers Load Next 25 on the last page of a full batch', async () => {
    const firstBatch = makeTradesmen(25);
    const secondBatch = makeTradesmen(3);
    const server = stubDirectoryServer(
      (query) => (query.get('offset') === '25' ? secondBatch : firstBatch),
      { total: 28 },
    );
    const { user } = renderApp('/directory');
    await screen.findByText(firstBatch[0]?.name ?? '');
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getByText('Showing', { exact: false }).textContent).toBe(
      'Showing 1–5 of 28 professionals',
    );
    expect(screen.queryByRole('button', { name: 'Load Next 25' })).toBeNull();

    await user.click(within(pagesNav()).getByRole('button', { name: 'Page 5 of 5' }));
    await user.click(screen.getByRole('button', { name: 'Load Next 25' }));

    await screen.findByText(secondBatch[0]?.name ?? '');
    expect(server.searches().at(-1)?.get('offset')).toBe('25');
    expect(listingNames()).toEqual(secondBatch.map((listing) => listing.name));
    expect(screen.getByText('Showing', { exact: false }).textContent).toBe(
      'Showing 26–28 of 28 professionals',
    );
    expect(screen.queryByRole('button', { name: 'Load Next 25' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Previous 25' }));
    await screen.findByText(firstBatch[20]?.name ?? '');
  });

  it('has no Load Next 25 when the batch was not full', async () => {
    const listings = makeTradesmen(12);
    stubDirectoryServer(() => listings);
    const { user } = renderApp('/directory');
    await screen.findByText(listings[0]?.name ?? '');
    await user.click(within(pagesNav()).getByRole('button', { name: 'Next page' }));
    await user.click(within(pagesNav()).getByRole('button', { name: 'Next page' }));
    expect(listingNames()).toEqual(listings.slice(10).map((listing) => listing.name));
    expect(screen.queryByRole('button', { name: 'Load Next 25' })).toBeNull();
  });
});

describe('directory listings', () => {
  it('show badges, up to six services as rows and three as cards', async () => {
    const services = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((letter) => `Service ${letter}`);
    stubDirectoryServer(() => [makeTradesman({ services, featured: true, isVerified: true })]);
    const { user } = renderApp('/directory');
    const article = await screen.findByRole('article');
    expect(within(article).getByText('Featured')).toBeTruthy();
    expect(within(article).getByText('Verified')).toBeTruthy();
    expect(within(article).getByText('Service F')).toBeTruthy();
    expect(within(article).getByText('+2 more')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Card view' }));
    expect(within(screen.getByRole('article')).getByText('+5 more')).toBeTruthy();
    expect(within(screen.getByRole('article')).queryByText('Service D')).toBeNull();
  });

  it('offers to clear the filters or refresh when nothing matches', async () => {
    const server = stubDirectoryServer(() => []);
    const { router, user } = renderApp('/directory?q=thatch&location=Watford');
    await screen.findByRole('heading', { name: 'No professionals found' });

    await user.click(screen.getByRole('button', { name: 'Refresh Directory' }));
    await waitFor(() => expect(server.searches()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(router.state.location.search).toBe('');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('');
    await waitFor(() =>
      expect(Object.fromEntries(server.searches().at(-1) ?? [])).toEqual({ offset: '0' }),
    );
  });
});
