import { describe, expect, it } from 'vitest';
import { readDirectorySearch } from './directoryParams';

describe('readDirectorySearch', () => {
  it('reads the scheme and scope the filters form sends together before the app runs', () => {
    const search = readDirectorySearch(
      new URLSearchParams('q=solar&service=all&credential=mcs%2Fsolar-pv&sort=highest-rated'),
    );
    expect(search).toMatchObject({
      query: 'solar',
      service: 'all',
      credential: 'mcs',
      scope: 'solar-pv',
      sort: 'highest-rated',
    });
  });
});
