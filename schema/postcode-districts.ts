// Hertfordshire postcode districts and towns, mapped to the directory's locations
// (docs/product/public-site.md §9, §10.1). Source: Royal Mail postcode district lists as published
// in the ONS Postcode Directory (ONSPD) district-to-local-authority lookups, written down from that
// data by hand (2026-11). A district that straddles a county boundary is mapped to the
// Hertfordshire district holding most of its addresses; districts mostly outside the county
// (SG15–19 Bedfordshire, CM20 Harlow, EN1–5 and EN9 London and Essex, other HP districts
// Buckinghamshire) are left out, so they read as out of area.
import type { Location } from './catalogues';

export const postcodeDistricts: Readonly<Record<string, Location>> = {
  AL1: 'St Albans',
  AL2: 'St Albans',
  AL3: 'St Albans',
  AL4: 'St Albans',
  AL5: 'St Albans',
  AL6: 'Welwyn Hatfield',
  AL7: 'Welwyn Hatfield',
  AL8: 'Welwyn Hatfield',
  AL9: 'Welwyn Hatfield',
  AL10: 'Welwyn Hatfield',
  SG1: 'Stevenage',
  SG2: 'Stevenage',
  SG3: 'North Hertfordshire',
  SG4: 'North Hertfordshire',
  SG5: 'North Hertfordshire',
  SG6: 'North Hertfordshire',
  SG7: 'North Hertfordshire',
  SG8: 'North Hertfordshire',
  SG9: 'East Hertfordshire',
  SG10: 'East Hertfordshire',
  SG11: 'East Hertfordshire',
  SG12: 'East Hertfordshire',
  SG13: 'East Hertfordshire',
  SG14: 'East Hertfordshire',
  CM21: 'East Hertfordshire',
  CM22: 'East Hertfordshire',
  CM23: 'East Hertfordshire',
  EN6: 'Hertsmere',
  EN7: 'Broxbourne',
  EN8: 'Broxbourne',
  EN10: 'Broxbourne',
  EN11: 'Broxbourne',
  WD3: 'Three Rivers',
  WD4: 'Dacorum',
  WD5: 'Three Rivers',
  WD6: 'Hertsmere',
  WD7: 'Hertsmere',
  WD17: 'Watford',
  WD18: 'Watford',
  WD19: 'Watford',
  WD23: 'Hertsmere',
  WD24: 'Watford',
  WD25: 'Watford',
  HP1: 'Dacorum',
  HP2: 'Dacorum',
  HP3: 'Dacorum',
  HP4: 'Dacorum',
  HP23: 'Dacorum',
};

/** Towns and villages people type instead of a district name. */
export const hertfordshireTowns: Readonly<Record<string, Location>> = {
  'st albans': 'St Albans',
  harpenden: 'St Albans',
  redbourn: 'St Albans',
  'london colney': 'St Albans',
  wheathampstead: 'St Albans',
  'bricket wood': 'St Albans',
  welwyn: 'Welwyn Hatfield',
  'welwyn garden city': 'Welwyn Hatfield',
  hatfield: 'Welwyn Hatfield',
  'brookmans park': 'Welwyn Hatfield',
  stevenage: 'Stevenage',
  hitchin: 'North Hertfordshire',
  letchworth: 'North Hertfordshire',
  baldock: 'North Hertfordshire',
  royston: 'North Hertfordshire',
  knebworth: 'North Hertfordshire',
  hertford: 'East Hertfordshire',
  ware: 'East Hertfordshire',
  'bishops stortford': 'East Hertfordshire',
  sawbridgeworth: 'East Hertfordshire',
  buntingford: 'East Hertfordshire',
  cheshunt: 'Broxbourne',
  hoddesdon: 'Broxbourne',
  'waltham cross': 'Broxbourne',
  broxbourne: 'Broxbourne',
  'potters bar': 'Hertsmere',
  borehamwood: 'Hertsmere',
  elstree: 'Hertsmere',
  radlett: 'Hertsmere',
  bushey: 'Hertsmere',
  watford: 'Watford',
  oxhey: 'Watford',
  garston: 'Watford',
  'hemel hempstead': 'Dacorum',
  hemel: 'Dacorum',
  berkhamsted: 'Dacorum',
  tring: 'Dacorum',
  'kings langley': 'Dacorum',
  dacorum: 'Dacorum',
  rickmansworth: 'Three Rivers',
  chorleywood: 'Three Rivers',
  'croxley green': 'Three Rivers',
  croxley: 'Three Rivers',
  'abbots langley': 'Three Rivers',
  'three rivers': 'Three Rivers',
  hertsmere: 'Hertsmere',
  'north hertfordshire': 'North Hertfordshire',
  'east hertfordshire': 'East Hertfordshire',
};

/** Districts that share a border (ONS local authority boundaries); nearer areas rank first. */
export const neighbouringLocations: Readonly<Record<Location, readonly Location[]>> = {
  Hertfordshire: [],
  Broxbourne: ['East Hertfordshire', 'Welwyn Hatfield'],
  'North Hertfordshire': ['Stevenage', 'East Hertfordshire', 'Welwyn Hatfield'],
  'East Hertfordshire': ['North Hertfordshire', 'Stevenage', 'Welwyn Hatfield', 'Broxbourne'],
  'St Albans': ['Dacorum', 'Three Rivers', 'Watford', 'Hertsmere', 'Welwyn Hatfield'],
  Stevenage: ['North Hertfordshire', 'East Hertfordshire'],
  Watford: ['Three Rivers', 'Hertsmere', 'St Albans'],
  'Welwyn Hatfield': [
    'St Albans',
    'Hertsmere',
    'Broxbourne',
    'East Hertfordshire',
    'North Hertfordshire',
  ],
  Hertsmere: ['Watford', 'Three Rivers', 'St Albans', 'Welwyn Hatfield'],
  Dacorum: ['St Albans', 'Three Rivers'],
  'Three Rivers': ['Watford', 'Dacorum', 'Hertsmere', 'St Albans'],
};

/** The 121 postcode areas of the UK (Royal Mail), to tell a postcode from an ordinary word. */
export const ukPostcodeAreas: ReadonlySet<string> = new Set(
  (
    'AB AL B BA BB BD BH BL BN BR BS BT CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY ' +
    'E EC EH EN EX FK FY G GL GU GY HA HD HG HP HR HS HU HX IG IM IP IV JE KA KT KW KY L LA LD LE ' +
    'LL LN LS LU M ME MK ML N NE NG NN NP NR NW OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL ' +
    'SM SN SO SP SR SS ST SW SY TA TD TF TN TQ TR TS TW UB W WA WC WD WF WN WR WS WV YO ZE'
  ).split(' '),
);
