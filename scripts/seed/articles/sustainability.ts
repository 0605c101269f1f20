import type { SeedArticle } from '../types';
import { authors } from './authors';

export const sustainabilityArticles: SeedArticle[] = [
  {
    title: 'Charging an electric car at home',
    excerpt:
      'A home charger is the cheapest and most convenient way to run an electric car. Here is what installation involves and what help is available.',
    author: authors.designer,
    category: 'Sustainability',
    tags: ['EV charging', 'tariffs', 'grants'],
    body: [
      'Most home chargers in the UK are 7 kW units on a single-phase supply, adding roughly 25 to 30 miles of range an hour. An overnight charge covers most people’s daily driving several times over. Charging from a three-pin socket is possible but slow, and ordinary sockets are not designed for long, heavy loads night after night.',
      '## Installation',
      'An installer checks your supply, the main fuse and the consumer unit, and whether anything needs the network operator’s attention, such as a supply shared with next door. Chargers sold in Great Britain must meet the smart charge point regulations, so they can shift charging to off-peak times and respond to signals from the grid. The installer notifies the network operator once the charger is in.',
      '## Tariffs',
      'Smart tariffs for electric cars, with cheap overnight rates, can bring the cost per mile well below that of petrol. Some tariffs also give a low rate whenever the supplier controls when your car charges. Check that the charger works with the tariff you want before you buy.',
      '## Grants',
      'The government’s EV chargepoint grant pays most of the cost of a charger for people who rent their home or own a flat, provided they have private off-street parking. Owner-occupiers of houses are no longer eligible. Installers must be authorised under the scheme and apply on your behalf. Our grant checker gives the current amount, with the official source.',
      'Pairing a charger with solar panels, and a charger that can follow your surplus solar output, cuts running costs further, although in winter most charging will still come from the grid.',
    ],
  },
  {
    title: 'Repair, reuse, retrofit: cutting the carbon in home improvements',
    excerpt:
      'The carbon footprint of a home upgrade includes its materials as well as the energy it saves. A few choices make a real difference.',
    author: authors.admin,
    category: 'Sustainability',
    tags: ['embodied carbon', 'materials', 'period homes'],
    body: [
      'When we talk about a home’s carbon footprint we usually mean operational carbon: the energy used for heating, hot water and electricity. Building work also carries embodied carbon, from making, transporting and eventually disposing of materials. A good retrofit reduces both.',
      '## Keep what works',
      'Repairing sound windows and adding secondary glazing or draught-proofing often saves more carbon, and money, than replacing them, especially in period homes. The same goes for refurbishing doors, floors and roof coverings rather than stripping them out.',
      '## Choose materials with care',
      '- Bio-based insulation such as wood fibre, hemp, sheep’s wool and cellulose stores carbon that the plants or trees absorbed as they grew.\n- Mineral wool is a good low-cost choice for lofts and cavities.\n- Foam boards perform well in thin layers, so they still have a place where space is tight.\n- Ask suppliers for Environmental Product Declarations (EPDs), which report embodied carbon on a like-for-like basis.',
      '## The grid is getting cleaner',
      'Each unit of electricity in Great Britain now comes with far less carbon than a decade ago: the last coal power station closed in 2024, and wind and solar keep growing. A heat pump or an electric car gets lower-carbon every year it runs, while a new gas boiler locks in the same emissions for its whole life.',
      '## Waste and water',
      'Order accurately to cut offcuts, ask installers to recycle packaging and old equipment, and use a licensed waste carrier. Outside, water butts and permeable paving reduce run-off, and planting in place of hard surfaces helps keep gardens cool.',
    ],
  },
];
