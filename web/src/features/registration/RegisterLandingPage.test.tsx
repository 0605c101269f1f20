import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api';
import { renderApp, renderPage } from '../../../test/render';
import { RegisterLandingPage } from './RegisterLandingPage';

const planCard = (name: string) => within(screen.getByRole('article', { name: `${name} plan` }));

describe('the tradesperson landing page', () => {
  it('prices the four plans monthly and sends each to the registration form', async () => {
    stubApi({});
    renderPage(<RegisterLandingPage />, { path: '/register' });
    expect(await screen.findByText('120+ verified professionals')).toBeTruthy();
    expect(planCard('Free').getByText('£0')).toBeTruthy();
    expect(planCard('Professional').getByText('£49')).toBeTruthy();
    expect(
      planCard('Starter').getByRole('link', { name: 'Choose Starter' }).getAttribute('href'),
    ).toBe('/register-form?plan=starter&billing=monthly');
    // A card lists only what the app delivers: nothing promised before it is built.
    expect(planCard('Premium').queryByText('Marketing tools')).toBeNull();
  });

  it('prices the three add-ons a trade can buy from the dashboard', async () => {
    stubApi({});
    renderPage(<RegisterLandingPage />, { path: '/register' });
    const addOns = within(await screen.findByRole('region', { name: 'Add-ons' }));
    expect(addOns.getByText('Homepage feature: £10 per week')).toBeTruthy();
    expect(addOns.getByText('Fast-track verification: £25 one-time')).toBeTruthy();
    expect(addOns.getByText('Lead boosting: £5 per lead')).toBeTruthy();
    expect(addOns.getByText(/the badge still needs every check to pass/)).toBeTruthy();
  });

  it('shows the fixed annual prices and what they save', async () => {
    stubApi({});
    const { user } = renderPage(<RegisterLandingPage />, { path: '/register' });
    await user.click(await screen.findByText('Annual (2 months free)'));
    expect(planCard('Premium').getByText('£990')).toBeTruthy();
    expect(planCard('Premium').getByText('Save £198 a year')).toBeTruthy();
    expect(
      planCard('Starter').getByRole('link', { name: 'Choose Starter' }).getAttribute('href'),
    ).toBe('/register-form?plan=starter&billing=annual');
  });

  it('is where /tradesman-registration leads', async () => {
    stubApi({});
    const { router } = renderApp('/tradesman-registration');
    expect(await screen.findByRole('heading', { name: 'Choose your plan' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/register');
  });
});
