import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, signInAs, stubApi } from '../../test/api';
import { makeTradesman } from '../../test/makeTradesman';
import { renderApp } from '../../test/render';

const mainHeading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('focus after moving to another page', () => {
  it("stays with the browser's own start on the first page of a visit", async () => {
    stubApi({});
    renderApp('/about');
    await mainHeading('About Retrofit Smarter Greener');
    expect(document.activeElement).toBe(document.body);
  });

  it("goes to the new page's main heading after a link in the header", async () => {
    stubApi({});
    const { user } = renderApp('/');
    const nav = within(await screen.findByRole('navigation', { name: /main/i }));
    await user.click(nav.getByRole('link', { name: 'About' }));
    const heading = await mainHeading('About Retrofit Smarter Greener');
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('waits for a heading that shows once the page has its data', async () => {
    let answer: (response: Response) => void = () => {};
    const listing = makeTradesman({ id: 4, name: 'Tring Eco Heat', location: 'Dacorum' });
    stubApi({
      'GET /api/tradesmen/4': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { router } = renderApp('/about');
    await mainHeading('About Retrofit Smarter Greener');
    await router.navigate('/listing/4');
    expect(await screen.findByLabelText('Loading profile')).toBeTruthy();
    answer(Response.json(listing));
    const heading = await mainHeading('Tring Eco Heat');
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('stays put when only the search changes, as the directory filters do', async () => {
    stubApi({});
    const { router, user } = renderApp('/');
    await router.navigate('/about');
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe('About Retrofit Smarter Greener'),
    );
    const name = screen.getByLabelText('Name');
    await user.click(name);
    await router.navigate('/about?from=footer');
    expect(document.activeElement).toBe(name);
  });

  it('leaves a menu the visitor opened while the new page was loading open', async () => {
    let answer: (response: Response) => void = () => {};
    const listing = makeTradesman({ id: 5, name: 'Hitchin Solar Co', location: 'North Herts' });
    signInAs(makeUser({ role: 'resident', name: 'Rosa Resident' }), {
      'GET /api/tradesmen/5': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { router, user } = renderApp('/about');
    await mainHeading('About Retrofit Smarter Greener');
    await router.navigate('/listing/5');
    // The page is there and has asked for its data, which has not come yet.
    expect(await screen.findByLabelText('Loading profile')).toBeTruthy();
    await user.click(
      await screen.findByRole('button', { name: /Account menu for Rosa Resident$/ }),
    );
    const menu = await screen.findByRole('menu');
    answer(Response.json(listing));
    // The open menu hides the page behind it from assistive technology, hence `hidden`.
    await screen.findByRole('heading', { level: 1, name: 'Hitchin Solar Co', hidden: true });
    expect(menu.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('menu')).toBe(menu);
  });
});
