// County-wide firms and those in Broxbourne, East Hertfordshire and Welwyn Hatfield.
import type { BusinessProfile } from '../types';

export const eastBusinesses: BusinessProfile[] = [
  {
    name: 'Herts Retrofit Partnership',
    owner: 'Rachel Dunmore',
    location: 'Hertfordshire',
    address: '2 Castle Street, Hertford SG14 1HD',
    services: [
      'Energy Efficiency Assessments',
      'Wall/Loft Insulation',
      'Draught Proofing',
      'Heat Pump Installation',
    ],
    credentials: ['TrustMark Registered', 'PAS 2030 Certified'],
    description:
      'A small team of retrofit assessors and installers working across the whole county. We start with a whole-house survey and a plain-English plan, then carry out the insulation and draught-proofing ourselves. Heat pumps are fitted by an MCS-certified partner we have worked with for years.',
    hasAccount: true,
  },
  {
    name: 'Hertfordshire Solar Collective',
    owner: 'Mark Ellison',
    location: 'Hertfordshire',
    address: 'Unit 12, Caxton Point, Caxton Way, Stevenage SG1 2XU',
    services: ['Solar Panel Installation', 'Battery Storage Systems', 'EV Charging Installation'],
    credentials: ['MCS Certified', 'NICEIC Approved', 'TrustMark Registered'],
    description:
      'Solar PV, batteries and car chargers fitted by our own electricians anywhere in Hertfordshire. Every quote comes with a shading check and a realistic generation estimate rather than a best-case figure. We handle the DNO paperwork and the MCS certificate you need for export payments.',
  },
  {
    name: 'Greenfield EPC & Survey',
    owner: 'Joanne Pike',
    location: 'Hertfordshire',
    address: '14 Bull Plain, Hertford SG14 1DT',
    services: ['Energy Efficiency Assessments'],
    credentials: ['TrustMark Registered'],
    description:
      'Domestic energy assessments, EPCs and PAS 2035 retrofit assessments for homeowners and landlords. We do not sell or install anything, so the advice in your report is independent. Most EPC visits take about an hour.',
  },
  {
    name: 'Herts Green Roof Company',
    owner: 'Owen Bradley',
    location: 'Hertfordshire',
    address: 'Unit 5, Park Road, Ware SG12 0AW',
    services: ['Green Roofing', 'Wall/Loft Insulation'],
    credentials: ['TrustMark Registered'],
    description:
      'Sedum and wildflower roofs for extensions, garages, garden rooms and bin stores. We check what the structure can carry before quoting and lay a proper root barrier and drainage layer every time.',
    status: 'under_review',
  },
  {
    name: 'Lea Valley Heat Pumps',
    owner: 'Dan Whitfield',
    location: 'Broxbourne',
    address: 'Unit 8, Delamare Road, Cheshunt EN8 9SH',
    services: ['Heat Pump Installation', 'Smart Thermostats', 'Energy Efficiency Assessments'],
    credentials: ['MCS Certified', 'Gas Safe Register', 'TrustMark Registered'],
    description:
      'Air-source heat pump installers based in Cheshunt, covering the Lea Valley and north London. We carry out a room-by-room heat loss calculation before recommending a unit size, and we will tell you if a radiator or two needs upsizing. We apply for the Boiler Upgrade Scheme grant on your behalf.',
    hasAccount: true,
    featured: 'permanent',
  },
  {
    name: 'Hoddesdon Insulation Services',
    owner: 'Kevin Marsh',
    location: 'Broxbourne',
    address: '41 Amwell Street, Hoddesdon EN11 8TS',
    services: ['Wall/Loft Insulation', 'Draught Proofing'],
    credentials: ['PAS 2030 Certified', 'TrustMark Registered'],
    description:
      'Loft top-ups, cavity wall insulation and draught-proofing for homes in Broxbourne and East Herts. We inspect every cavity with a borescope first and will walk away from walls that are not suitable.',
  },
  {
    name: 'Wormley Solar & Electrical',
    owner: 'Gemma Tate',
    location: 'Broxbourne',
    address: '7 Church Lane, Wormley EN10 7QF',
    services: ['Solar Panel Installation', 'EV Charging Installation', 'Battery Storage Systems'],
    credentials: ['NICEIC Approved', 'MCS Certified'],
    description:
      'A family electrical firm that has moved into solar and home charging. Small enough that the person who surveys your roof is on site for the install.',
    status: 'pending',
  },
  {
    name: 'Turnford Eco Windows',
    owner: 'Harjit Sandhu',
    location: 'Broxbourne',
    address: 'Unit 2, Essex Road, Hoddesdon EN11 0DR',
    services: ['Window Upgrades', 'Draught Proofing'],
    credentials: ['Competent Person Scheme'],
    description:
      'Replacement A-rated double and triple glazing, and secondary glazing where the frames are worth keeping. Installations are registered under a competent person scheme, so you get the building regulations certificate without a separate application.',
    hasAccount: true,
  },
  {
    name: 'Stort Valley Renewables',
    owner: 'James Fairweather',
    location: 'East Hertfordshire',
    address: 'Unit 6, Twyford Business Centre, London Road, Bishop’s Stortford CM23 3YT',
    services: ['Solar Panel Installation', 'Battery Storage Systems', 'Heat Pump Installation'],
    credentials: ['MCS Certified', 'NICEIC Approved', 'TrustMark Registered'],
    description:
      'Solar, batteries and heat pumps for homes around Bishop’s Stortford, Sawbridgeworth and the Essex border. We size batteries from your half-hourly smart meter data where you can share it, so you do not pay for storage you will not use.',
    featured: 6,
  },
  {
    name: 'Hertford Loft & Cavity',
    owner: 'Paul Greaves',
    location: 'East Hertfordshire',
    address: '9 Railway Street, Hertford SG14 1BA',
    services: ['Wall/Loft Insulation', 'Draught Proofing'],
    credentials: ['PAS 2030 Certified', 'TrustMark Registered'],
    description:
      'Insulation specialists for Hertford and Ware since 2009. We bring lofts up to 270 mm, keep the eaves ventilated and board over with raised loft legs so the insulation is not squashed.',
  },
  {
    name: 'Ware Eco Heating',
    owner: 'Lucy Chambers',
    location: 'East Hertfordshire',
    address: '31 Baldock Street, Ware SG12 9DH',
    services: ['Heat Pump Installation', 'Smart Thermostats'],
    credentials: ['MCS Certified', 'Gas Safe Register', 'OFTEC Registered'],
    description:
      'Heating engineers helping rural East Herts homes move off oil and LPG. We still service boilers, so we can look after your system while you decide whether a heat pump suits your house.',
    status: 'pending',
    hasAccount: true,
  },
  {
    name: 'Sawbridgeworth Green Roofs',
    owner: 'Ben Cotterill',
    location: 'East Hertfordshire',
    address: '5 Bell Street, Sawbridgeworth CM21 9AR',
    services: ['Green Roofing'],
    credentials: ['TrustMark Registered'],
    description:
      'Extensive sedum roofs for flat and shallow-pitched roofs up to about 10 degrees. We supply pre-grown blankets, so the roof looks green from day one, and offer a yearly maintenance visit.',
  },
  {
    name: 'Garden City Green Roofs',
    owner: 'Ian Porter',
    location: 'Welwyn Hatfield',
    address: 'Unit 2, Bessemer Road, Welwyn Garden City AL7 1HT',
    services: ['Green Roofing', 'Wall/Loft Insulation'],
    credentials: ['TrustMark Registered'],
    description:
      'Green roofs for extensions, garden offices and commercial flat roofs, built to the GRO Code. Where a flat roof needs replacing anyway, we can add insulation above the deck at the same time.',
    hasAccount: true,
    featured: 'permanent',
  },
  {
    name: 'Hatfield Heat Pump Co',
    owner: 'Olivia Reid',
    location: 'Welwyn Hatfield',
    address: '12 Wellfield Road, Hatfield AL10 0BZ',
    services: ['Heat Pump Installation', 'Energy Efficiency Assessments'],
    credentials: ['MCS Certified', 'Gas Safe Register', 'TrustMark Registered'],
    description:
      'Air-source heat pumps for homes in Hatfield, Welwyn and Potters Bar. We design for low flow temperatures and show you the expected running costs next to what you pay for gas today.',
  },
  {
    name: 'Welwyn Solar & Storage',
    owner: 'Matthew Cole',
    location: 'Welwyn Hatfield',
    address: '6 Church Street, Welwyn AL6 9LW',
    services: ['Solar Panel Installation', 'Battery Storage Systems'],
    credentials: ['MCS Certified', 'NICEIC Approved'],
    description:
      'Solar PV and battery installations for homes and small businesses around Welwyn. New to the directory.',
    status: 'rejected',
    notes:
      'The public liability insurance certificate provided had expired. Please upload a current certificate and we will review the application again.',
    hasAccount: true,
  },
  {
    name: 'Brookmans Park Draught Proofing',
    owner: 'Anne Cheng',
    location: 'Welwyn Hatfield',
    address: '3 Bluebridge Road, Brookmans Park AL9 7UW',
    services: ['Draught Proofing', 'Window Upgrades'],
    credentials: ['TrustMark Registered'],
    description:
      'Draught-proofing for sash and casement windows, doors, floors and loft hatches. It is one of the cheapest ways to make a home more comfortable, and we take care not to block the ventilation a house needs.',
  },
];
