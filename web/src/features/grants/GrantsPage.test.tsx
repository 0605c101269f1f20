import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, stubApi } from '../../../test/api';
import { renderApp } from '../../../test/render';
import { api } from '../../api/client';
import type { GrantCheck } from './useGrantCheck';

const bus: GrantCheck['schemes'][number] = {
  id: 'bus',
  name: 'Boiler Upgrade Scheme',
  status: 'eligible',
  amount: '£7,500',
  reason: 'You own the home.',
  action: 'Your MCS-certified installer applies.',
  sourceUrl: 'https://www.gov.uk/apply-boiler-upgrade-scheme',
  lastChecked: '2026-11-25',
  endsOn: null,
  endingSoon: false,
  uncertain: null,
  measures: [
    {
      measure: 'heat-pump',
      status: 'eligible',
      amount: '£7,500',
      reason: 'You own the home.',
      installers: { grant: 'bus', measure: 'heat-pump' },
      uncertain: null,
    },
  ],
};
const vatZero: GrantCheck['schemes'][number] = {
  ...bus,
  id: 'vat-zero',
  name: '0% VAT on energy-saving materials',
  amount: '0% VAT instead of 20%',
  endsOn: '2027-03-31',
  endingSoon: true,
  measures: [],
};
const seg: GrantCheck['schemes'][number] = {
  ...bus,
  id: 'seg',
  name: 'Smart Export Guarantee',
  status: 'not-eligible',
  amount: null,
  reason: 'It covers solar panels (pv), which you are not considering.',
  measures: [],
};

const answers =
  'tenure=owner&country=england&heating=oil&offGasGrid=yes&propertyType=house&newBuild=no&epc=D&income=over36k&benefits=no';

describe('/grants', () => {
  it('puts the answers in the address and shows each scheme with its amount, source and links', async () => {
    const fetchMock = stubApi({
      [`GET /api/grants/check?${answers}&measures=heat-pump`]: answer(api.grants.check.$get, {
        schemes: [bus, vatZero, seg],
      }),
    });
    const { router, user } = renderApp('/grants');
    const form = await screen.findByRole('heading', { name: 'About your home' });
    expect(form).toBeTruthy();
    for (const [label, value] of [
      ['Do you own or rent your home?', 'owner'],
      ['Where is your home?', 'england'],
      ['What heats your home now?', 'oil'],
      ['Is your home connected to mains gas?', 'yes'],
      ['What kind of home is it?', 'house'],
      ['Is it a new build still being built?', 'no'],
      ['What is its Energy Performance Certificate (EPC) rating?', 'D'],
      ['Is your household’s income under £36,000 a year before tax?', 'over36k'],
      ['Does anyone in your home get means-tested benefits?', 'no'],
    ] as const) {
      await user.selectOptions(screen.getByLabelText(label), value);
    }
    await user.click(
      screen.getByRole('checkbox', { name: 'Heat pump (air-to-water or ground source)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Check what I can get' }));

    await waitFor(() =>
      expect(router.state.location.search).toBe(`?${answers}&measures=heat-pump`),
    );
    const card = await screen.findByRole('article', { name: 'Boiler Upgrade Scheme' });
    expect(within(card).getByText('£7,500')).toBeTruthy();
    expect(within(card).getByText('Eligible')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /Source: gov\.uk/ })
        .getAttribute('href'),
    ).toBe('https://www.gov.uk/apply-boiler-upgrade-scheme');
    expect(
      within(card)
        .getByRole('link', {
          name: 'Find installers who can claim the Boiler Upgrade Scheme for you',
        })
        .getAttribute('href'),
    ).toBe('/directory?grant=bus&measure=heat-pump');
    expect(within(card).getByText('Last checked 25 Nov 2026')).toBeTruthy();
    const vat = screen.getByRole('article', { name: '0% VAT on energy-saving materials' });
    expect(
      within(vat).getByText('Closing soon: this scheme ends on 31 Mar 2027. Apply before then.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Not for this home' })).toBeTruthy();
    const checks = fetchMock.mock.calls.filter(([input]) =>
      String(input).startsWith('/api/grants'),
    );
    expect(checks).toHaveLength(1);
  });

  it('names the first missing or wrong answer of a shared address and asks nothing of the server', async () => {
    const fetchMock = stubApi({});
    renderApp(`/grants?${answers.replace('epc=D', 'epc=Z')}`);
    expect(await screen.findByText(/Unknown or missing epc\./)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/grants'))).toBe(
      false,
    );
  });
});
