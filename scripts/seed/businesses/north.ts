// Firms in North Hertfordshire, Stevenage and St Albans district.
import type { BusinessProfile } from '../types';

export const northBusinesses: BusinessProfile[] = [
  {
    name: 'Hitchin Heat & Power',
    owner: 'Tom Aldridge',
    location: 'North Hertfordshire',
    address: '14 Walsworth Road, Hitchin SG4 9SP',
    services: [
      'Heat Pump Installation',
      'Solar Panel Installation',
      'Battery Storage Systems',
      'Smart Thermostats',
    ],
    credentials: ['MCS Certified', 'Gas Safe Register', 'NICEIC Approved'],
    description:
      'Heat pumps and solar PV for Hitchin, Letchworth and the surrounding villages. Our engineers are trained on both, so we can design a system where the panels help run the heat pump. Aftercare includes a check-in after the first winter to fine-tune the settings.',
    hasAccount: true,
    featured: 45,
  },
  {
    name: 'Letchworth Garden City Retrofit',
    owner: 'Claire Bamford',
    location: 'North Hertfordshire',
    address: '3 Leys Avenue, Letchworth Garden City SG6 3EA',
    services: [
      'Energy Efficiency Assessments',
      'Wall/Loft Insulation',
      'Window Upgrades',
      'Draught Proofing',
    ],
    credentials: ['TrustMark Registered', 'PAS 2030 Certified'],
    description:
      'Retrofit for Arts and Crafts cottages and interwar homes in Letchworth. We are used to working within the Heritage Foundation’s Scheme of Management and will help you prepare the consent application for any external change.',
  },
  {
    name: 'Baldock Roofing & Sedum',
    owner: 'Lee Harding',
    location: 'North Hertfordshire',
    address: 'Unit 4, Royston Road, Baldock SG7 6NX',
    services: ['Green Roofing'],
    credentials: ['TrustMark Registered'],
    description:
      'General roofers who have specialised in sedum and biodiverse green roofs for the last eight years. We will tell you honestly if your roof needs a structural engineer’s sign-off before we start.',
  },
  {
    name: 'Royston Renewables',
    owner: 'Nadia Hussain',
    location: 'North Hertfordshire',
    address: '22 Melbourn Street, Royston SG8 7BZ',
    services: ['Solar Panel Installation', 'Heat Pump Installation', 'EV Charging Installation'],
    credentials: ['MCS Certified', 'NICEIC Approved', 'OFTEC Registered'],
    description:
      'Helping homes around Royston and Buntingford replace oil boilers with heat pumps, often alongside solar panels.',
    status: 'rejected',
    notes:
      'We could not match the MCS certificate number on the MCS register. Please upload your current MCS certificate and re-apply.',
  },
  {
    name: 'Stevenage Home Energy',
    owner: 'Rob Jennings',
    location: 'Stevenage',
    address: 'Unit 15, Babbage Road, Stevenage SG1 2EQ',
    services: [
      'Wall/Loft Insulation',
      'Heat Pump Installation',
      'Draught Proofing',
      'Energy Efficiency Assessments',
    ],
    credentials: ['TrustMark Registered', 'PAS 2030 Certified', 'MCS Certified'],
    description:
      'Fabric-first upgrades for Stevenage’s new-town homes: loft and cavity insulation, draught-proofing, then heat pumps. We have insulated hundreds of the 1950s and 1960s houses in the town and know their quirks.',
    hasAccount: true,
  },
  {
    name: 'Old Town Glazing',
    owner: 'Karen Whitlock',
    location: 'Stevenage',
    address: '41 High Street, Stevenage SG1 3AU',
    services: ['Window Upgrades', 'Draught Proofing'],
    credentials: ['Competent Person Scheme'],
    description:
      'Windows and doors for Stevenage and north Herts, including slimline double glazing for period properties. Every installation includes trickle vents where the building regulations call for them.',
  },
  {
    name: 'Gunnels Wood Solar',
    owner: 'Tunde Adeyemi',
    location: 'Stevenage',
    address: 'Unit 3, Gunnels Wood Park, Stevenage SG1 2BH',
    services: ['Solar Panel Installation', 'Battery Storage Systems', 'EV Charging Installation'],
    credentials: ['MCS Certified', 'NICEIC Approved'],
    description:
      'Solar panels, batteries and home chargers for Stevenage and the A1(M) corridor. We fit bird mesh as standard on every install.',
  },
  {
    name: 'Fairlands Smart Heating',
    owner: 'Megan Price',
    location: 'Stevenage',
    address: '7 Shephall Green, Stevenage SG2 9XR',
    services: ['Smart Thermostats', 'Heat Pump Installation'],
    credentials: ['Gas Safe Register'],
    description:
      'Heating controls, boiler tune-ups and lower flow temperatures, with heat pump installs through an MCS umbrella scheme.',
    status: 'under_review',
    hasAccount: true,
  },
  {
    name: 'Verulam Insulation Ltd',
    owner: 'Andrew Lyle',
    location: 'St Albans',
    address: 'Unit 10, Acrewood Way, St Albans AL4 0JY',
    services: ['Wall/Loft Insulation', 'Draught Proofing', 'Energy Efficiency Assessments'],
    credentials: ['PAS 2030 Certified', 'TrustMark Registered'],
    description:
      'Loft, cavity and underfloor insulation across St Albans and Harpenden. We photograph the work before we close it up, so you can see what you paid for. Surveys are free and we will not push work you do not need.',
    featured: 21,
  },
  {
    name: 'Harpenden Solar',
    owner: 'Fiona Grant',
    location: 'St Albans',
    address: '18 Station Road, Harpenden AL5 4SE',
    services: ['Solar Panel Installation', 'Battery Storage Systems'],
    credentials: ['MCS Certified', 'NICEIC Approved'],
    description:
      'Solar PV and batteries for Harpenden, Wheathampstead and Redbourn. We design around your roof and your usage, and include an optimiser or microinverter option where shading would otherwise cut output.',
  },
  {
    name: 'Abbey Heat Pumps',
    owner: 'Marcus Bell',
    location: 'St Albans',
    address: '62 Hatfield Road, St Albans AL1 4JH',
    services: ['Heat Pump Installation', 'Smart Thermostats', 'Energy Efficiency Assessments'],
    credentials: ['MCS Certified', 'Gas Safe Register', 'TrustMark Registered'],
    description:
      'Air-source heat pumps for Victorian and Edwardian homes in St Albans. Our designers have plenty of experience with conservation areas and tight side returns, and we agree the outdoor unit’s position with you before anything is ordered.',
    hasAccount: true,
  },
  {
    name: 'Redbourn EV & Electrical',
    owner: 'Chris Pearce',
    location: 'St Albans',
    address: '4 High Street, Redbourn AL3 7LW',
    services: ['EV Charging Installation', 'Solar Panel Installation', 'Smart Thermostats'],
    credentials: ['NICEIC Approved', 'Competent Person Scheme'],
    description:
      'Electricians fitting home chargers and smart controls, with solar installs through our MCS partner.',
    status: 'pending',
  },
];
