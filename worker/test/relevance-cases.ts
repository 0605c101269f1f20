// The directory's relevance test set: searches written the way homeowners type them, judged
// against the demo seed (scripts/seed/businesses). `first` must fill the top of the results (in
// any order among themselves); `never` must not appear at all. Judgements are written as rules
// over the seed's hand-written profiles, so a new demo business is judged without editing here.
import type { Location, ProfileService } from '../../schema/catalogues';
import { businesses } from '../../scripts/seed/businesses';
import type { BusinessProfile } from '../../scripts/seed/types';

type Rule = (business: BusinessProfile) => boolean;

export interface RelevanceCase {
  /** The query string after `/api/tradesmen?`, as the directory's URL would carry it. */
  search: string;
  first: string[];
  never: string[];
}

const shown = businesses.filter((business) => business.status !== 'rejected');
const names = (rule: Rule) => shown.filter(rule).map((business) => business.name);

const offers =
  (...services: ProfileService[]): Rule =>
  (business) =>
    services.every((service) => business.services.includes(service));
const offersNone =
  (...services: ProfileService[]): Rule =>
  (business) =>
    services.every((service) => !business.services.includes(service));
const inArea =
  (...areas: Location[]): Rule =>
  (business) =>
    areas.includes(business.location);
const both =
  (...rules: Rule[]): Rule =>
  (business) =>
    rules.every((rule) => rule(business));
const not =
  (rule: Rule): Rule =>
  (business) =>
    !rule(business);
const named =
  (...wanted: string[]): Rule =>
  (business) =>
    wanted.includes(business.name);

/** A search for one service: everyone offering it first; firms without it never. */
const serviceSearch = (search: string, service: ProfileService): RelevanceCase => ({
  search: `query=${encodeURIComponent(search)}`,
  first: names(offers(service)),
  never: names(offersNone(service)),
});

/** Districts that share no border with the place: a postcode search never shows them. */
const farFrom: Record<string, Location[]> = {
  'St Albans': ['Broxbourne', 'North Hertfordshire', 'East Hertfordshire', 'Stevenage'],
  Stevenage: ['Watford', 'Three Rivers', 'Dacorum', 'Hertsmere', 'St Albans', 'Broxbourne'],
  Watford: ['Broxbourne', 'North Hertfordshire', 'East Hertfordshire', 'Stevenage', 'Dacorum'],
  'East Hertfordshire': ['Watford', 'Three Rivers', 'Dacorum', 'Hertsmere', 'St Albans'],
  Dacorum: ['Broxbourne', 'East Hertfordshire', 'Stevenage', 'Watford', 'Hertsmere'],
  Broxbourne: ['Watford', 'Three Rivers', 'Dacorum', 'St Albans', 'Stevenage'],
};

/** A place (postcode or town), optionally with a service: that place's firms first. */
const placeSearch = (search: string, place: Location, service?: ProfileService): RelevanceCase => {
  const fits = service ? offers(service) : () => true;
  return {
    search: search.includes('=') ? search : `query=${encodeURIComponent(search)}`,
    first: names(both(inArea(place), fits)),
    never: names((business) => inArea(...(farFrom[place] ?? []))(business) || !fits(business)),
  };
};

export const relevanceCases: RelevanceCase[] = [
  serviceSearch('solar panels', 'Solar Panel Installation'),
  serviceSearch('panel solar', 'Solar Panel Installation'),
  serviceSearch('Solar', 'Solar Panel Installation'),
  serviceSearch('solar panels near me', 'Solar Panel Installation'),
  serviceSearch('PV', 'Solar Panel Installation'),
  serviceSearch('solar pv installers', 'Solar Panel Installation'),
  serviceSearch('EV charger', 'EV Charging Installation'),
  serviceSearch('car charger', 'EV Charging Installation'),
  serviceSearch('charge point', 'EV Charging Installation'),
  serviceSearch('electric car charging', 'EV Charging Installation'),
  serviceSearch('insulating lofts', 'Wall/Loft Insulation'),
  serviceSearch('loft insulation', 'Wall/Loft Insulation'),
  serviceSearch('cavity wall insulation', 'Wall/Loft Insulation'),
  serviceSearch('ASHP', 'Heat Pump Installation'),
  serviceSearch('air source heat pump', 'Heat Pump Installation'),
  serviceSearch('heat pumps', 'Heat Pump Installation'),
  serviceSearch('ground source', 'Heat Pump Installation'),
  serviceSearch('battery', 'Battery Storage Systems'),
  serviceSearch('home battery storage', 'Battery Storage Systems'),
  serviceSearch('solar batteries', 'Battery Storage Systems'),
  serviceSearch('double glazing', 'Window Upgrades'),
  serviceSearch('draught proofing', 'Draught Proofing'),
  serviceSearch('smart thermostat', 'Smart Thermostats'),
  serviceSearch('hive', 'Smart Thermostats'),
  serviceSearch('green roof', 'Green Roofing'),
  serviceSearch('sedum roof', 'Green Roofing'),
  serviceSearch('living wall', 'Green Roofing'),
  serviceSearch('EPC', 'Energy Efficiency Assessments'),
  serviceSearch('energy assessment', 'Energy Efficiency Assessments'),
  serviceSearch('retrofit assessor', 'Energy Efficiency Assessments'),
  {
    search: 'query=draughty%20windows',
    first: names(offers('Draught Proofing', 'Window Upgrades')),
    never: names(offersNone('Draught Proofing', 'Window Upgrades')),
  },
  placeSearch('AL1', 'St Albans'),
  placeSearch('al1 3', 'St Albans'),
  placeSearch('location=AL1', 'St Albans'),
  placeSearch('AL1 solar panels', 'St Albans', 'Solar Panel Installation'),
  placeSearch('AL5 solar', 'St Albans', 'Solar Panel Installation'),
  placeSearch('heat pump St Albans', 'St Albans', 'Heat Pump Installation'),
  placeSearch('Harpenden solar', 'St Albans', 'Solar Panel Installation'),
  placeSearch('SG1 2AB', 'Stevenage'),
  placeSearch('WD17', 'Watford'),
  placeSearch('Watford insulation', 'Watford', 'Wall/Loft Insulation'),
  placeSearch('CM23', 'East Hertfordshire'),
  placeSearch('query=windows&location=HP4', 'Dacorum', 'Window Upgrades'),
  placeSearch('heat pump installers Hemel Hempstead', 'Dacorum', 'Heat Pump Installation'),
  placeSearch('EN11', 'Broxbourne'),
  {
    // Out of the county: the postcode is set aside and the results are county-wide.
    search: 'query=N1%20solar%20panels',
    first: names(offers('Solar Panel Installation')),
    never: names(offersNone('Solar Panel Installation')),
  },
  {
    search: 'query=Verulam',
    first: names(named('Verulam Insulation Ltd')),
    never: names(not(named('Verulam Insulation Ltd'))),
  },
  {
    // As you type: the last word may be unfinished.
    search: 'query=gunnels%20wo',
    first: names(named('Gunnels Wood Solar')),
    never: names(not(named('Gunnels Wood Solar'))),
  },
  serviceSearch('boiler upgrade scheme grant', 'Heat Pump Installation'),
];
