import { describe, expect, it } from 'vitest';
import { call, freshBindings } from '../test/harness';

const home =
  'tenure=owner&country=england&heating=oil&offGasGrid=yes&propertyType=house&newBuild=no&epc=D&income=over36k&benefits=no';

describe('GET /api/grants/check', () => {
  it('answers every open scheme for the home, cacheable by anyone', async () => {
    const response = await call(
      freshBindings(),
      'GET',
      `/api/grants/check?${home}&measures=heat-pump`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/public.*s-maxage=3600/);
    const { schemes } = await response.json();
    const bus = schemes.find((scheme: { id: string }) => scheme.id === 'bus');
    expect(bus).toMatchObject({
      name: 'Boiler Upgrade Scheme',
      status: 'eligible',
      sourceUrl: 'https://www.gov.uk/apply-boiler-upgrade-scheme',
      lastChecked: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      endsOn: null,
    });
    expect(bus.amount).toMatch(/^£/);
    for (const scheme of schemes) {
      expect(Object.keys(scheme)).toEqual(
        expect.arrayContaining([
          'id',
          'name',
          'status',
          'amount',
          'reason',
          'action',
          'sourceUrl',
          'lastChecked',
          'endsOn',
        ]),
      );
    }
  });

  it.each([
    ['tenure', home.replace('tenure=owner', 'tenure=squatter')],
    ['tenure', home.replace('tenure=owner&', '')],
    ['country', home.replace('country=england', 'country=france')],
    ['heating', home.replace('heating=oil', 'heating=wood')],
    ['offGasGrid', home.replace('offGasGrid=yes', 'offGasGrid=maybe')],
    ['propertyType', home.replace('propertyType=house', 'propertyType=boat')],
    ['newBuild', home.replace('newBuild=no', 'newBuild=')],
    ['epc', home.replace('epc=D', 'epc=H')],
    ['income', home.replace('income=over36k', 'income=lots')],
    ['benefits', home.replace('benefits=no', 'benefits=1')],
    ['measures', `${home}&measures=heat-pump,jacuzzi`],
    ['epc', home.replace('epc=D', 'epc=%00')],
  ])('refuses a bad %s with a 400 naming it', async (name, query) => {
    const response = await call(freshBindings(), 'GET', `/api/grants/check?${query}`);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toContain(`Unknown or missing ${name}.`);
  });
});
