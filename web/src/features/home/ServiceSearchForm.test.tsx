import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { ServiceSearchForm } from './ServiceSearchForm';

describe('ServiceSearchForm', () => {
  it('navigates to /directory with q and location', async () => {
    const { router, user } = renderPage(<ServiceSearchForm />);
    await user.type(screen.getByLabelText('What do you need?'), ' heat pump ');
    await user.selectOptions(screen.getByLabelText('Where?'), 'St Albans');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/directory');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('q')).toBe('heat pump');
    expect(params.get('location')).toBe('St Albans');
  });

  it('leaves blank fields out of the directory address', async () => {
    const { router, user } = renderPage(<ServiceSearchForm />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/directory');
    expect(router.state.location.search).toBe('');
  });
});
