import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubDirectoryServer } from '../../../test/directoryServer';
import { makeTradesmen } from '../../../test/makeTradesman';
import { renderApp } from '../../../test/render';

const listingNames = () =>
  screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

const pagesNav = () => screen.getByRole('navigation', { name: 'Directory pages' });
const pageLink = (name: string) => within(pagesNav()).getByRole('link', { name });
const currentPage = () =>
  within(pagesNav())
    .getAllByRole('link')
    .find((link) => link.getAttribute('aria-current') === 'page')
    ?.getAttribute('aria-label');
const resultLine = () => screen.getByText(/^Showing/).textContent;

/** Batches of 25 answered by offset, `total` listings in all. */
function directoryOf(total: number) {
  const listings = makeTradesmen(total);
  const server = stubDirectoryServer(
    (query) => {
      const offset = Number(query.get('offset'));
      return listings.slice(offset, offset + 25);
    },
    { total },
  );
  return { listings, server };
}

describe('directory paging', () => {
  it('links every page of the total, numbered across batches, and reads the batch a page is in', async () => {
    const { listings, server } = directoryOf(43);
    const { user, router } = renderApp('/directory');
    await screen.findByText(listings[0]?.name ?? '');
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(resultLine()).toBe('Showing 1–5 of 43 professionals');
    expect(currentPage()).toBe('Page 1 of 9');
    expect(pageLink('Page 9 of 9').getAttribute('href')).toBe('/directory?page=9');
    expect(screen.queryByRole('link', { name: 'Load Next 25' })).toBeNull();

    await user.click(pageLink('Page 9 of 9'));
    await screen.findByText(listings[40]?.name ?? '');
    expect(server.searches().at(-1)?.get('offset')).toBe('25');
    expect(router.state.location.search).toBe('?page=9');
    expect(resultLine()).toBe('Showing 41–43 of 43 professionals');
    expect(listingNames()).toEqual(listings.slice(40).map((listing) => listing.name));

    // The page before page 6 is the last page of the batch before.
    await user.click(pageLink('Page 6 of 9'));
    expect(resultLine()).toBe('Showing 26–30 of 43 professionals');
    await user.click(pageLink('Previous page'));
    await screen.findByText(listings[20]?.name ?? '');
    expect(resultLine()).toBe('Showing 21–25 of 43 professionals');
    expect(currentPage()).toBe('Page 5 of 9');
  });

  it('reaches listing 96 in two taps: the last page, then its neighbour', async () => {
    const { listings } = directoryOf(120);
    const { user } = renderApp('/directory');
    await screen.findByText(listings[0]?.name ?? '');
    await user.click(pageLink('Page 24 of 24'));
    await user.click(pageLink('Page 20 of 24'));
    expect(await screen.findByText(listings[95]?.name ?? '')).toBeTruthy();
    expect(resultLine()).toBe('Showing 96–100 of 120 professionals');
  });

  it('opens the page an address names, reading only the batch that holds it', async () => {
    const { listings, server } = directoryOf(120);
    renderApp('/directory?page=20');
    await screen.findByText(listings[95]?.name ?? '');
    expect(resultLine()).toBe('Showing 96–100 of 120 professionals');
    expect(server.searches().map((query) => query.get('offset'))).toEqual(['75']);
    expect(pageLink('Next page').getAttribute('href')).toBe('/directory?page=21');
    expect(pageLink('Previous page').getAttribute('href')).toBe('/directory?page=19');
  });

  it('without a total, offers Load Next 25 on the last page of a full batch', async () => {
    const firstBatch = makeTradesmen(25);
    const secondBatch = makeTradesmen(18);
    const server = stubDirectoryServer((query) =>
      query.get('offset') === '25' ? secondBatch : firstBatch,
    );
    const { user } = renderApp('/directory');
    await screen.findByText(firstBatch[0]?.name ?? '');
    expect(screen.queryByRole('link', { name: 'Load Next 25' })).toBeNull();
    await user.click(pageLink('Page 5 of 5'));
    await user.click(screen.getByRole('link', { name: 'Load Next 25' }));

    await screen.findByText(secondBatch[0]?.name ?? '');
    expect(server.searches().at(-1)?.get('offset')).toBe('25');
    expect(currentPage()).toBe('Page 6 of 9');
    expect(resultLine()).toBe('Showing 26–30');
    expect(screen.queryByRole('link', { name: 'Load Next 25' })).toBeNull();
  });

  it.each([
    ['in the last batch', 10],
    ['past every batch', 40],
  ])('says a page %s is past the end and links to the last page', async (_where, page) => {
    const { listings } = directoryOf(43);
    const { user, router } = renderApp(`/directory?page=${page}`);
    await screen.findByRole('heading', { name: `There is no page ${page}` });
    await screen.findByText('This search has 9 pages of professionals.');
    expect(screen.queryByText('No professionals found')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Go to page 9' }));
    await screen.findByText(listings[40]?.name ?? '');
    expect(router.state.location.search).toBe('?page=9');
  });

  it('has no Load Next 25 when the batch was not full', async () => {
    const listings = makeTradesmen(12);
    stubDirectoryServer(() => listings);
    const { user } = renderApp('/directory');
    await screen.findByText(listings[0]?.name ?? '');
    await user.click(pageLink('Next page'));
    await user.click(pageLink('Next page'));
    expect(listingNames()).toEqual(listings.slice(10).map((listing) => listing.name));
    expect(resultLine()).toBe('Showing 11–12');
    expect(screen.queryByRole('link', { name: 'Load Next 25' })).toBeNull();
  });
});
