import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubDirectoryServer } from '../../../test/directoryServer';
import { makeTradesmen } from '../../../test/makeTradesman';
import { renderApp } from '../../../test/render';

const listingNames = () =>
  screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

const pagesNav = () => screen.getByRole('navigation', { name: 'Directory pages' });
const pageButton = (name: string) => within(pagesNav()).getByRole('button', { name });
const currentPage = () =>
  within(pagesNav())
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-current') === 'page')
    ?.getAttribute('aria-label');
const resultLine = () => screen.getByText(/^Showing/).textContent;

describe('directory paging', () => {
  it('numbers pages on across batches of 25 and says which listings show of how many', async () => {
    const firstBatch = makeTradesmen(25);
    const secondBatch = makeTradesmen(18);
    const server = stubDirectoryServer(
      (query) => (query.get('offset') === '25' ? secondBatch : firstBatch),
      { total: 43 },
    );
    const { user } = renderApp('/directory');
    await screen.findByText(firstBatch[0]?.name ?? '');
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(resultLine()).toBe('Showing 1–5 of 43 professionals');
    expect(screen.queryByRole('button', { name: 'Load Next 25' })).toBeNull();

    await user.click(pageButton('Page 5 of 5'));
    expect(resultLine()).toBe('Showing 21–25 of 43 professionals');
    await user.click(screen.getByRole('button', { name: 'Load Next 25' }));

    await screen.findByText(secondBatch[0]?.name ?? '');
    expect(server.searches().at(-1)?.get('offset')).toBe('25');
    expect(currentPage()).toBe('Page 6 of 9');
    expect(resultLine()).toBe('Showing 26–30 of 43 professionals');
    expect(listingNames()).toEqual(secondBatch.slice(0, 5).map((listing) => listing.name));

    await user.click(pageButton('Page 9 of 9'));
    expect(resultLine()).toBe('Showing 41–43 of 43 professionals');
    expect(screen.queryByRole('button', { name: 'Load Next 25' })).toBeNull();

    // The page before page 6 is the last page of the batch before.
    await user.click(pageButton('Page 6 of 9'));
    await user.click(pageButton('Previous page'));
    await screen.findByText(firstBatch[20]?.name ?? '');
    expect(resultLine()).toBe('Showing 21–25 of 43 professionals');
    expect(currentPage()).toBe('Page 5 of 5');
  });

  it('offers no Load Next 25 when the total says a full batch was the last', async () => {
    const listings = makeTradesmen(25);
    stubDirectoryServer(() => listings, { total: 25 });
    const { user } = renderApp('/directory');
    await screen.findByText(listings[0]?.name ?? '');
    await user.click(pageButton('Page 5 of 5'));
    expect(resultLine()).toBe('Showing 21–25 of 25 professionals');
    expect(screen.queryByRole('button', { name: 'Load Next 25' })).toBeNull();
  });

  it('has no Load Next 25 when the batch was not full', async () => {
    const listings = makeTradesmen(12);
    stubDirectoryServer(() => listings);
    const { user } = renderApp('/directory');
    await screen.findByText(listings[0]?.name ?? '');
    await user.click(pageButton('Next page'));
    await user.click(pageButton('Next page'));
    expect(listingNames()).toEqual(listings.slice(10).map((listing) => listing.name));
    expect(resultLine()).toBe('Showing 11–12');
    expect(screen.queryByRole('button', { name: 'Load Next 25' })).toBeNull();
  });
});
