import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubDirectoryServer } from '../../../test/directoryServer';
import { makeTradesman, makeTradesmen } from '../../../test/makeTradesman';
import { renderApp } from '../../../test/render';

const listingNames = () =>
  screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

const pagesNav = () => screen.getByRole('navigation', { name: 'Directory pages' });

/** The whole app at a directory address, once the page's own code has loaded. */
async function renderDirectory(path: string) {
  const view = renderApp(path);
  await screen.findByLabelText('Search');
  return view;
}

const searchOf = (router: ReturnType<typeof renderApp>['router']) =>
  new URLSearchParams(router.state.location.search);

describe('directory filters', () => {
  it('keep search, service and location in the URL and start again from the first page', async () => {
    const listings = makeTradesmen(12);
    const server = stubDirectoryServer(() => listings, { total: 12 });
    const { router, user } = await renderDirectory('/directory');
    await screen.findByText(listings[0]?.name ?? '');

    await user.click(within(pagesNav()).getByRole('link', { name: 'Page 3 of 3' }));
    expect(listingNames()).toEqual(listings.slice(10).map((listing) => listing.name));

    expect(searchOf(router).get('page')).toBe('3');

    await user.selectOptions(screen.getByLabelText('Service'), 'Heat Pump');
    expect(searchOf(router).get('service')).toBe('Heat Pump');
    expect(searchOf(router).get('page')).toBeNull();
    await waitFor(() => expect(listingNames()[0]).toBe(listings[0]?.name));
    expect(
      within(pagesNav()).getByRole('link', { name: 'Page 1 of 3' }).getAttribute('aria-current'),
    ).toBe('page');

    await user.type(screen.getByLabelText('Location'), 'Watford');
    await waitFor(() => expect(searchOf(router).get('location')).toBe('Watford'));
    await user.type(screen.getByLabelText('Search'), 'solar');
    await waitFor(() => expect(searchOf(router).get('q')).toBe('solar'));
    expect(searchOf(router).get('location')).toBe('Watford');

    await waitFor(() =>
      expect(Object.fromEntries(server.searches().at(-1) ?? [])).toEqual({
        query: 'solar',
        location: 'Watford',
        service: 'Heat Pump',
        sort: 'best-match',
        offset: '0',
      }),
    );
    // Half-typed places are not searched: no search for 'W', 'Wa', … 'Watfor'.
    expect(server.searches().filter((query) => query.has('location'))).toHaveLength(2);
    // Typing is debounced: one search for 'solar', none for 's', 'so', 'sol' or 'sola'.
    expect(server.searches().filter((query) => query.has('query'))).toHaveLength(1);
  });

  it('keep a filter chosen while the typed search is still pending', async () => {
    stubDirectoryServer(() => makeTradesmen(2));
    const { router, user } = await renderDirectory('/directory?q=solar&location=Watford');
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
    const { router, user } = await renderDirectory(
      '/directory?q=loft&location=Dacorum&service=Insulation',
    );
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('loft');
    expect((screen.getByLabelText('Location') as HTMLInputElement).value).toBe('Dacorum');
    await waitFor(() =>
      expect(Object.fromEntries(server.searches()[0] ?? [])).toEqual({
        query: 'loft',
        location: 'Dacorum',
        service: 'Insulation',
        sort: 'best-match',
        offset: '0',
      }),
    );
    await user.selectOptions(screen.getByLabelText('Service'), 'All services');
    await user.clear(screen.getByLabelText('Location'));
    await waitFor(() => expect(Object.fromEntries(searchOf(router))).toEqual({ q: 'loft' }));
  });

  it('take a postcode as the location, whatever its case and spacing', async () => {
    const server = stubDirectoryServer(() => makeTradesmen(2));
    const { router, user } = await renderDirectory('/directory');
    await user.type(screen.getByLabelText('Location'), 'al1  3{Enter}');
    expect(searchOf(router).get('location')).toBe('AL1 3');
    await waitFor(() => expect(server.searches().at(-1)?.get('location')).toBe('AL1 3'));
    expect((screen.getByLabelText('Location') as HTMLInputElement).value).toBe('AL1 3');
  });

  it('say so when the location is neither a listed area nor a postcode, and do not search it', async () => {
    const server = stubDirectoryServer(() => makeTradesmen(2));
    const { router, user } = await renderDirectory('/directory');
    await user.type(screen.getByLabelText('Location'), 'Londn{Enter}');
    expect(
      await screen.findByText('Choose an area from the list or enter a postcode, e.g. AL1'),
    ).toBeTruthy();
    expect(searchOf(router).has('location')).toBe(false);
    expect(server.searches().some((query) => query.has('location'))).toBe(false);
  });

  it('read search words written as query, the API’s own name for them', async () => {
    const server = stubDirectoryServer(() => makeTradesmen(2));
    await renderDirectory('/directory?query=AL1+solar+panels');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('AL1 solar panels');
    await waitFor(() => expect(server.searches()[0]?.get('query')).toBe('AL1 solar panels'));
  });
});

describe('directory sorting', () => {
  it('is best match unless the URL says otherwise, and both requests carry it', async () => {
    const server = stubDirectoryServer(() => makeTradesmen(3), { total: 3 });
    const { router, user } = await renderDirectory('/directory?q=solar&sort=most-reviewed');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('most-reviewed');
    await waitFor(() => expect(server.counts()[0]?.get('sort')).toBe('most-reviewed'));
    expect(server.searches()[0]?.get('sort')).toBe('most-reviewed');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Highest rated');
    expect(Object.fromEntries(searchOf(router))).toEqual({ q: 'solar', sort: 'highest-rated' });
    await waitFor(() => expect(server.searches().at(-1)?.get('sort')).toBe('highest-rated'));
    expect(server.counts().at(-1)?.get('sort')).toBe('highest-rated');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Best match');
    expect(Object.fromEntries(searchOf(router))).toEqual({ q: 'solar' });
    await waitFor(() => expect(server.searches().at(-1)?.get('sort')).toBe('best-match'));
  });

  it('says in one sentence how the results are ordered, with the link to how we rank', async () => {
    stubDirectoryServer(() => makeTradesmen(2), { total: 2 });
    const { user } = await renderDirectory('/directory');
    expect(
      await screen.findByText(
        /^Sorted by best match: a business that paid to be boosted in the area you searched first, .*then Premium, Professional, Starter and free plans in that order/,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How we rank' }).getAttribute('href')).toBe(
      '/how-we-rank',
    );
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Newest');
    expect(
      await screen.findByText(/^Sorted by the date businesses joined, newest first/),
    ).toBeTruthy();
  });

  it('starts again from the first page when it changes', async () => {
    const listings = makeTradesmen(12);
    stubDirectoryServer(() => listings, { total: 12 });
    const { user } = await renderDirectory('/directory');
    await screen.findByText(listings[0]?.name ?? '');
    await user.click(within(pagesNav()).getByRole('link', { name: 'Page 3 of 3' }));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Newest');
    await waitFor(() =>
      expect(
        within(pagesNav()).getByRole('link', { name: 'Page 1 of 3' }).getAttribute('aria-current'),
      ).toBe('page'),
    );
  });
});

describe('directory listings', () => {
  it('show badges, up to six services as rows and three as cards', async () => {
    const services = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((letter) => `Service ${letter}`);
    stubDirectoryServer(() => [makeTradesman({ services, featured: true, isVerified: true })]);
    const { user, router } = await renderDirectory('/directory?q=heat');
    const [article] = await screen.findAllByRole('article');
    if (!article) throw new Error('a listing expected');
    expect(within(article).getByText('Featured')).toBeTruthy();
    expect(within(article).getByText('Verified')).toBeTruthy();
    expect(within(article).getByText('Service F')).toBeTruthy();
    expect(within(article).getByText('+2 more')).toBeTruthy();

    // The layout is a pair of links, so the Worker can answer it before the app has loaded.
    const cards = screen.getByRole('link', { name: 'Card view' });
    expect(cards.getAttribute('href')).toBe('/directory?q=heat&view=cards');
    await user.click(cards);
    const [card] = screen.getAllByRole('article');
    expect(within(card as HTMLElement).getByText('+5 more')).toBeTruthy();
    expect(within(card as HTMLElement).queryByText('Service D')).toBeNull();
    expect(cards.getAttribute('aria-current')).toBe('true');
    expect(searchOf(router).get('view')).toBe('cards');
    // A search sent as a form keeps the layout.
    const form = screen.getByRole('search', { name: 'Filter the directory' }) as HTMLFormElement;
    expect(new FormData(form).get('view')).toBe('cards');
  });

  it('opens in the layout its address names, rows by default', async () => {
    stubDirectoryServer(() => [makeTradesman({})]);
    await renderDirectory('/directory?view=cards');
    await screen.findAllByRole('article');
    expect(screen.getByRole('link', { name: 'Card view' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(screen.getByRole('link', { name: 'List view' }).getAttribute('href')).toBe('/directory');
  });

  it('label each paid place by its kind, and a badge our team gave as nothing paid', async () => {
    stubDirectoryServer(() => [
      { ...makeTradesman({ name: 'Boosted Ltd', plan: 'free' }), boosted: true },
      makeTradesman({
        name: 'Premium Ltd',
        plan: 'premium',
        featured: true,
        featuredSource: 'plan',
      }),
      makeTradesman({
        name: 'Professional Ltd',
        plan: 'professional',
        featured: true,
        featuredSource: 'plan',
      }),
      makeTradesman({
        name: 'Starter Ltd',
        plan: 'starter',
        featured: true,
        featuredSource: 'plan',
      }),
      makeTradesman({ name: 'Picked Ltd', plan: 'free', featured: true, featuredSource: 'admin' }),
    ]);
    await renderDirectory('/directory?location=Watford');
    await screen.findByText('Picked Ltd');
    const card = (name: string) => {
      const found = screen
        .getAllByRole('article')
        .find((article) => within(article).getByRole('heading').textContent === name);
      if (!found) throw new Error(`no card for ${name}`);
      return found;
    };
    expect(within(card('Boosted Ltd')).getByText('Boosted for this area (paid)')).toBeTruthy();
    expect(within(card('Premium Ltd')).getByText('Premium: top placement (paid)')).toBeTruthy();
    expect(
      within(card('Professional Ltd')).getByText('Professional: priority placement (paid)'),
    ).toBeTruthy();
    expect(
      within(card('Starter Ltd')).getByText('Starter: placed above free listings (paid)'),
    ).toBeTruthy();
    expect(within(card('Premium Ltd')).getByText('Featured · paid plan')).toBeTruthy();
    const picked = card('Picked Ltd');
    expect(within(picked).getByText('Featured by our team')).toBeTruthy();
    expect(within(picked).queryByText(/paid/i)).toBeNull();
    // A free plan's boosted listing carries the boost's label alone.
    expect(within(card('Boosted Ltd')).getAllByText(/paid/i)).toHaveLength(1);
  });

  it('offers to clear the filters or refresh when nothing matches', async () => {
    const server = stubDirectoryServer(() => []);
    const { router, user } = await renderDirectory(
      '/directory?q=thatch&location=Watford&view=cards',
    );
    await screen.findByRole('heading', { name: 'No professionals found' });

    // Links, which the Worker answers before the app has loaded; in the app, done in place.
    const refresh = screen.getByRole('link', { name: 'Refresh Directory' });
    expect(refresh.getAttribute('href')).toBe('?q=thatch&location=Watford&view=cards');
    await user.click(refresh);
    await waitFor(() => expect(server.searches()).toHaveLength(2));

    const clear = screen.getByRole('link', { name: 'Clear All Filters' });
    expect(clear.getAttribute('href')).toBe('/directory?view=cards');
    await user.click(clear);
    // The layout stays.
    expect(router.state.location.search).toBe('?view=cards');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('');
    await waitFor(() =>
      expect(Object.fromEntries(server.searches().at(-1) ?? [])).toEqual({
        sort: 'best-match',
        offset: '0',
      }),
    );
  });
});
