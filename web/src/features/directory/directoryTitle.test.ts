import { describe, expect, it } from 'vitest';
import { readDirectorySearch } from './directoryParams';
import { directoryTitle } from './directoryTitle';

const titleFor = (search: string) =>
  directoryTitle(readDirectorySearch(new URLSearchParams(search)));

describe("the directory's tab title", () => {
  it.each([
    ['q=heat+pump&location=Watford', 'Heat pump installers in Watford'],
    ['', 'Retrofit installers in Hertfordshire'],
    ['location=St+Albans', 'Retrofit installers in St Albans'],
    ['service=Heat+Pump', 'Heat pump installers in Hertfordshire'],
    ['service=Green+Roofing&location=Dacorum', 'Green roof installers in Dacorum'],
    ['q=EV+charger&service=Solar+Installation', 'EV charger installers in Hertfordshire'],
    ['q=solar+installers&location=al1', 'Solar installers in AL1'],
    ['query=insulation', 'Insulation installers in Hertfordshire'],
    ['q=++&location=Harpenden', 'Retrofit installers in Hertfordshire'],
  ])('?%s reads "%s"', (search, title) => {
    expect(titleFor(search)).toBe(title);
  });
});
