import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubDirectoryServer } from '../../../test/directoryServer';
import { makeTradesmen } from '../../../test/makeTradesman';
import { renderApp } from '../../../test/render';

const searchOf = (router: ReturnType<typeof renderApp>['router']) =>
  new URLSearchParams(router.state.location.search);

const credentialSelect = () => screen.getByLabelText('Checked credential') as HTMLSelectElement;

async function renderDirectory(path: string) {
  const view = renderApp(path);
  await screen.findByLabelText('Checked credential');
  return view;
}

describe('the checked credential filter (docs/product/business-side.md §10.3)', () => {
  it('searches one scheme and scope, keeps them in the URL, and Any credential clears both', async () => {
    const server = stubDirectoryServer(() => makeTradesmen(2));
    const { router, user } = await renderDirectory('/directory');
    await user.selectOptions(credentialSelect(), 'MCS — Air source heat pump');
    expect(Object.fromEntries(searchOf(router))).toEqual({
      credential: 'mcs',
      scope: 'air-source-heat-pump',
    });
    await waitFor(() =>
      expect(Object.fromEntries(server.searches().at(-1) ?? [])).toMatchObject({
        credential: 'mcs',
        scope: 'air-source-heat-pump',
      }),
    );
    expect(server.counts().at(-1)?.get('scope')).toBe('air-source-heat-pump');

    // The scheme alone drops the scope; Any credential drops the scheme.
    await user.selectOptions(credentialSelect(), 'MCS');
    expect(Object.fromEntries(searchOf(router))).toEqual({ credential: 'mcs' });
    await waitFor(() => expect(server.searches().at(-1)?.has('scope')).toBe(false));
    await user.selectOptions(credentialSelect(), 'Any credential');
    expect(Object.fromEntries(searchOf(router))).toEqual({});
    // The first search, which had no credential, is the one shown again.
    expect(server.searches()[0]?.has('credential')).toBe(false);
  });

  it('reads its choice from the URL', async () => {
    const server = stubDirectoryServer(() => makeTradesmen(2));
    await renderDirectory('/directory?credential=mcs&scope=solar-pv');
    expect(credentialSelect().selectedOptions[0]?.textContent).toBe('MCS — Solar PV');
    await waitFor(() => expect(server.searches()[0]?.get('scope')).toBe('solar-pv'));
  });

  it('leaves out a scope the scheme does not have', async () => {
    const server = stubDirectoryServer(() => makeTradesmen(2));
    await renderDirectory('/directory?credential=gas-safe&scope=solar-pv');
    expect(credentialSelect().selectedOptions[0]?.textContent).toBe('Gas Safe Register');
    await waitFor(() => expect(server.searches()[0]?.get('credential')).toBe('gas-safe'));
    expect(server.searches()[0]?.has('scope')).toBe(false);
  });
});
