import { afterEach, describe, expect, it, vi } from 'vitest';
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
    // How long depends on the time left to UK midnight (below).
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+, s-maxage=\d+/);
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

  describe('on the evening before a scheme changes', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    const checkAt = async (moment: string) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(moment));
      const response = await call(
        freshBindings(),
        'GET',
        `/api/grants/check?${home}&measures=heat-pump`,
      );
      const { schemes } = (await response.json()) as { schemes: { id: string; amount: string }[] };
      return {
        cache: response.headers.get('cache-control'),
        amountOf: (id: string) => schemes.find((scheme) => scheme.id === id)?.amount,
      };
    };

    it.each([
      // 23:40 in London (summer time) on 20 July 2026: the BUS categories change at midnight.
      ['2026-07-20T22:40:00Z', 'bus', '£7,500', 'public, max-age=300, s-maxage=1200'],
      ['2026-07-20T23:00:00Z', 'bus', '£9,000', 'public, max-age=300, s-maxage=3600'],
      // 23:55 and 23:59:30 in London on 31 March 2027: the 0% VAT rate ends at midnight.
      [
        '2027-03-31T22:55:00Z',
        'vat-zero',
        '0% VAT instead of 20%',
        'public, max-age=300, s-maxage=300',
      ],
      [
        '2027-03-31T22:59:30Z',
        'vat-zero',
        '0% VAT instead of 20%',
        'public, max-age=30, s-maxage=30',
      ],
      [
        '2027-03-31T23:00:00Z',
        'vat-reduced',
        '5% VAT instead of 20%',
        'public, max-age=300, s-maxage=3600',
      ],
    ])(
      'at %s answers %s: %s, cacheable only until UK midnight',
      async (moment, id, amount, cache) => {
        const answer = await checkAt(moment);
        expect(answer.amountOf(id)).toBe(amount);
        expect(answer.cache?.startsWith(cache)).toBe(true);
        expect(answer.cache?.slice(cache.length)).toMatch(/^(, stale-while-revalidate=\d+)?$/);
      },
    );

    it('keeps the edge copy stale no later than UK midnight either', async () => {
      // Noon in winter: twelve hours to midnight, an hour fresh at the edge, eleven more stale.
      expect((await checkAt('2026-11-25T12:00:00Z')).cache).toBe(
        'public, max-age=300, s-maxage=3600, stale-while-revalidate=39600',
      );
    });
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
