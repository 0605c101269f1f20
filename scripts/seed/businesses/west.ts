// Firms in Watford, Hertsmere, Dacorum and Three Rivers.
import type { BusinessProfile } from '../types';

export const westBusinesses: BusinessProfile[] = [
  {
    name: 'Watford Solar Solutions',
    owner: 'Imran Qureshi',
    location: 'Watford',
    address: '118 St Albans Road, Watford WD24 4AE',
    services: ['Solar Panel Installation', 'EV Charging Installation', 'Battery Storage Systems'],
    credentials: ['MCS Certified', 'NICEIC Approved', 'TrustMark Registered'],
    description:
      'Solar, batteries and EV chargers for Watford, Bushey and Croxley. We explain the export tariffs on offer and help you register for the Smart Export Guarantee once your system is commissioned.',
    hasAccount: true,
  },
  {
    name: 'Cassiobury Insulation',
    owner: 'Helen Forbes',
    location: 'Watford',
    address: '23 Whippendell Road, Watford WD18 7LZ',
    services: ['Wall/Loft Insulation', 'Draught Proofing', 'Window Upgrades'],
    credentials: ['PAS 2030 Certified'],
    description:
      'Insulation and draught-proofing for west Watford homes, from terraces to 1930s semis. We keep our prices on the website and stick to them.',
  },
  {
    name: 'Colne Heat Pump Services',
    owner: 'Gary Stone',
    location: 'Watford',
    address: 'Unit 9, Greenhill Crescent, Watford WD18 8QU',
    services: ['Heat Pump Installation', 'Smart Thermostats'],
    credentials: ['MCS Certified', 'Gas Safe Register'],
    description:
      'Heat pump installation, servicing and repairs. We also look after heat pumps fitted by other companies, including older units that need a fresh set of settings.',
    featured: -3,
  },
  {
    name: 'Oxhey Green Roofs & Living Walls',
    owner: 'Sophie Lam',
    location: 'Watford',
    address: '15 Pinner Road, Watford WD19 4EG',
    services: ['Green Roofing'],
    credentials: ['TrustMark Registered'],
    description:
      'Green roofs and living walls for homes, schools and small commercial buildings. Recently started trading under our own name after several years with a London landscaping firm.',
    status: 'pending',
    hasAccount: true,
  },
  {
    name: 'Borehamwood Eco Electrical',
    owner: 'Darren Fox',
    location: 'Hertsmere',
    address: 'Unit 5, Stirling Way, Borehamwood WD6 2BT',
    services: ['EV Charging Installation', 'Solar Panel Installation', 'Smart Thermostats'],
    credentials: ['NICEIC Approved', 'Competent Person Scheme', 'MCS Certified'],
    description:
      'Electrical contractors for Borehamwood, Elstree and Radlett. Most of our work is home chargers and solar, and we check that your supply and consumer unit can take the extra load before we quote.',
  },
  {
    name: 'Potters Bar Insulation',
    owner: 'Stuart McKay',
    location: 'Hertsmere',
    address: '88 Darkes Lane, Potters Bar EN6 1BZ',
    services: ['Wall/Loft Insulation', 'Draught Proofing'],
    credentials: ['PAS 2030 Certified', 'TrustMark Registered'],
    description:
      'Loft and cavity wall insulation for Potters Bar, Brookmans Park and Cuffley. We can tell you whether you may qualify for a funded scheme before we quote.',
    hasAccount: true,
  },
  {
    name: 'Bushey Heath Heat Pumps',
    owner: 'Rebecca Stern',
    location: 'Hertsmere',
    address: '27 High Road, Bushey Heath WD23 1EE',
    services: ['Heat Pump Installation', 'Solar Panel Installation'],
    credentials: ['MCS Certified', 'Gas Safe Register'],
    description:
      'A two-person heat pump and solar business set up this year by engineers with long experience of gas heating.',
    status: 'pending',
  },
  {
    name: 'Radlett Sustainable Homes',
    owner: 'Oliver Hart',
    location: 'Hertsmere',
    address: '14 Watling Street, Radlett WD7 7NP',
    services: [
      'Energy Efficiency Assessments',
      'Wall/Loft Insulation',
      'Window Upgrades',
      'Heat Pump Installation',
      'Green Roofing',
    ],
    credentials: ['TrustMark Registered', 'PAS 2030 Certified'],
    description:
      'Whole-house retrofit projects managed from survey to sign-off, with a retrofit coordinator on every job. We suit larger homes where several measures are planned together, and we phase the work so you can stay living in the house.',
  },
  {
    name: 'Chiltern Solar & Battery',
    owner: 'Simon Ashby',
    location: 'Dacorum',
    address: 'Unit 4, Icknield Way Industrial Estate, Tring HP23 4JX',
    services: ['Solar Panel Installation', 'Battery Storage Systems', 'EV Charging Installation'],
    credentials: ['MCS Certified', 'NICEIC Approved', 'TrustMark Registered'],
    description:
      'Solar PV and battery storage across Dacorum and the Chilterns since 2011. We design for the roof you have, including east-west splits and the occasional listed barn, and every quote shows expected yearly generation in kWh. Repairs and health checks for existing systems too.',
    hasAccount: true,
    featured: 'permanent',
  },
  {
    name: 'Berkhamsted Period Property Retrofit',
    owner: 'Eleanor Wade',
    location: 'Dacorum',
    address: '52 High Street, Berkhamsted HP4 2BW',
    services: [
      'Wall/Loft Insulation',
      'Window Upgrades',
      'Draught Proofing',
      'Energy Efficiency Assessments',
    ],
    credentials: ['TrustMark Registered', 'PAS 2030 Certified', 'HETAS Approved'],
    description:
      'Careful upgrades for solid-walled and listed homes: breathable wood-fibre and lime insulation, secondary glazing and sash draught-proofing. We would rather leave a wall alone than trap moisture in it.',
  },
  {
    name: 'Gade Valley Green Roofs',
    owner: 'Nick Fenwick',
    location: 'Dacorum',
    address: 'Unit 11, Maylands Avenue, Hemel Hempstead HP2 7DE',
    services: ['Green Roofing', 'Wall/Loft Insulation'],
    credentials: ['TrustMark Registered'],
    description:
      'Sedum, wildflower and biodiverse roofs for homes and light-industrial units in Hemel Hempstead and Kings Langley. Installs include a drainage layer, a root barrier and a first-year maintenance visit.',
    featured: -12,
  },
  {
    name: 'Hemel Heat Pumps & Plumbing',
    owner: 'Craig Doyle',
    location: 'Dacorum',
    address: '9 Marlowes, Hemel Hempstead HP1 1LA',
    services: ['Heat Pump Installation', 'Smart Thermostats'],
    credentials: ['MCS Certified', 'Gas Safe Register', 'OFTEC Registered'],
    description:
      'Plumbing and heating engineers now fitting mostly heat pumps. We replace undersized pipework and radiators where the design needs it, and we commission every system ourselves.',
    hasAccount: true,
  },
  {
    name: 'Rickmansworth Renewables',
    owner: 'Laura Benson',
    location: 'Three Rivers',
    address: '36 High Street, Rickmansworth WD3 1ER',
    services: ['Solar Panel Installation', 'Heat Pump Installation', 'Battery Storage Systems'],
    credentials: ['MCS Certified', 'NICEIC Approved', 'TrustMark Registered'],
    description:
      'Solar, storage and heat pumps for Rickmansworth, Chorleywood and Moor Park. One project manager looks after your job from survey to handover.',
  },
  {
    name: 'Chorleywood Eco Insulation',
    owner: 'Peter Quinn',
    location: 'Three Rivers',
    address: '4 New Parade, Chorleywood WD3 5NJ',
    services: ['Wall/Loft Insulation', 'Draught Proofing', 'Energy Efficiency Assessments'],
    credentials: ['PAS 2030 Certified', 'TrustMark Registered'],
    description:
      'Insulation and draught-proofing with an emphasis on ventilation: we check extract fans and trickle vents as part of every survey so a warmer home does not become a damper one.',
  },
  {
    name: 'Croxley Smart Homes',
    owner: 'Aisha Rahman',
    location: 'Three Rivers',
    address: '101 Watford Road, Croxley Green WD3 3DX',
    services: ['Smart Thermostats', 'EV Charging Installation'],
    credentials: ['NICEIC Approved', 'Competent Person Scheme'],
    description:
      'Smart heating controls, zoning and home chargers, set up so that they are easy to live with.',
    status: 'pending',
    hasAccount: true,
  },
  {
    name: 'Abbots Langley Heating & Solar',
    owner: 'Graham Tully',
    location: 'Three Rivers',
    address: '12 High Street, Abbots Langley WD5 0AR',
    services: ['Heat Pump Installation', 'Solar Panel Installation'],
    credentials: ['MCS Certified', 'Gas Safe Register', 'OFTEC Registered'],
    description:
      'Heating and solar engineers for Abbots Langley, Kings Langley and Bedmond. We have been fitting boilers here for over twenty years and now install heat pumps and solar panels as well.',
  },
];
