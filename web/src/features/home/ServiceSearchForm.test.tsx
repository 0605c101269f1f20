import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { ServiceSearchForm } from './ServiceSearchForm';

const searchOf = (router: ReturnType<typeof renderPage>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('ServiceSearchForm', () => {
  it('is a GET of the directory with q and location, so it searches before the app has loaded', () => {
    renderPage(<ServiceSearchForm />);
    const form = screen.getByRole('search', { name: 'Find a service' });
    expect([form.getAttribute('action'), form.getAttribute('method')]).toEqual([
      '/directory',
      'get',
    ]);
    expect(screen.getByLabelText('What do you need?').getAttribute('name')).toBe('q');
    expect(screen.getByLabelText('Where?').getAttribute('name')).toBe('location');
  });

  it('navigates to /directory with q and location', async () => {
    const { router, user } = renderPage(<ServiceSearchForm />);
    await user.type(screen.getByLabelText('What do you need?'), ' heat pump ');
    await user.type(screen.getByLabelText('Where?'), 'st albans');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/directory');
    expect(searchOf(router)).toEqual({ q: 'heat pump', location: 'St Albans' });
  });

  it('passes words and a postcode typed among them through as the search', async () => {
    const { router, user } = renderPage(<ServiceSearchForm />);
    await user.type(screen.getByLabelText('What do you need?'), 'AL1 solar panels{Enter}');
    expect(router.state.location.pathname).toBe('/directory');
    expect(router.state.location.search).toBe('?q=AL1+solar+panels');
  });

  it('takes a postcode as the place, and a village among the words', async () => {
    const first = renderPage(<ServiceSearchForm />);
    await first.user.type(screen.getByLabelText('Where?'), 'sg1  2ab');
    await first.user.click(screen.getByRole('button', { name: 'Search' }));
    expect(searchOf(first.router)).toEqual({ location: 'SG1 2AB' });
    first.unmount();

    const second = renderPage(<ServiceSearchForm />);
    await second.user.type(screen.getByLabelText('What do you need?'), 'loft insulation');
    await second.user.type(screen.getByLabelText('Where?'), 'Harpenden');
    await second.user.click(screen.getByRole('button', { name: 'Search' }));
    expect(searchOf(second.router)).toEqual({ q: 'loft insulation Harpenden' });
  });

  it('leaves blank fields out of the directory address', async () => {
    const { router, user } = renderPage(<ServiceSearchForm />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/directory');
    expect(router.state.location.search).toBe('');
  });
});
