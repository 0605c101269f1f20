import type { SeedArticle } from '../types';
import { authors } from './authors';

export const energyEfficiencyArticles: SeedArticle[] = [
  {
    title: 'Understanding your EPC rating',
    excerpt:
      'An Energy Performance Certificate rates a home from A to G and lists the improvements that would raise the rating. Here is how to read one.',
    author: authors.admin,
    category: 'Energy Efficiency',
    tags: ['EPC', 'energy ratings', 'selling and letting'],
    body: [
      'An Energy Performance Certificate (EPC) is needed whenever a home is built, sold or let, and it lasts ten years. An accredited domestic energy assessor records the construction, insulation, windows, heating and hot water, and calculates the rating with the government’s Standard Assessment Procedure (SAP), or its reduced version, RdSAP, for existing homes.',
      '## What the rating means',
      'Ratings run from A, the most efficient, to G, with a score that goes from 1 to over 100. The score reflects the estimated cost of heating, hot water and lighting for a standard pattern of use, not your actual bills, so two identical houses with very different households get the same rating. Most homes in England are rated D or C.',
      '## Reading the recommendations',
      'The certificate lists recommended improvements, such as loft insulation, solar panels or a heat pump, with indicative costs and the rating the home could reach. Treat the costs as rough guides: they come from standard figures, not quotes.',
      '## Why it matters',
      '- Buyers and tenants see the rating on property listings.\n- Private landlords in England and Wales must meet a minimum rating, currently E, to let a home, and the government has set out plans to raise it.\n- Some grants and green mortgage offers refer to the EPC.',
      'You can look up any home’s current certificate free on GOV.UK using the Find an energy certificate service. If yours is out of date or misses improvements you have made, such as new insulation, a fresh assessment usually costs under £120.',
    ],
  },
  {
    title: 'Turn down your boiler’s flow temperature',
    excerpt:
      'Many gas boilers are set hotter than they need to be. Lowering the flow temperature can cut gas use without making your home any colder.',
    author: authors.editor,
    category: 'Energy Efficiency',
    tags: ['boilers', 'heating controls', 'quick wins'],
    body: [
      'A condensing boiler is most efficient when the water coming back to it is cool enough for the water vapour in its exhaust to condense, releasing extra heat. That happens when the return water is below about 55°C. Many boilers are left at a factory setting of 70 to 80°C, so they rarely condense and waste energy.',
      '## How to do it',
      '- Find the central heating temperature control on the boiler, not the hot water one. Check the manual if the symbols are unclear.\n- Set it to around 60°C, or lower if your home is well insulated and your radiators are generously sized.\n- Leave it for a few days, including a cold spell. If rooms do not get warm enough, raise it a few degrees at a time.',
      '## A few cautions',
      'If you have a hot water cylinder, keep the stored water at 60°C or above to control legionella; the change applies to the heating circuit only. With lower flow temperatures the heating takes longer to warm the house, so set the timer to come on a little earlier.',
      '## Good controls help',
      'Thermostatic radiator valves, a programmable room thermostat and weather compensation, which lowers the flow temperature automatically when it is mild outside, all help a boiler run efficiently. They are also good preparation for a heat pump, which works best at low flow temperatures all the time.',
    ],
  },
  {
    title: 'Draught-proofing: the cheapest upgrade you can make',
    excerpt:
      'Stopping unwanted draughts makes rooms feel warmer at a lower thermostat setting. Most of it is inexpensive, and much of it you can do yourself.',
    author: authors.surveyor,
    category: 'Energy Efficiency',
    tags: ['draught-proofing', 'DIY', 'ventilation'],
    body: [
      'Draughts are uncontrolled gaps that let warm air out and cold air in. They are not the same as ventilation, which is controlled and necessary. Sealing the gaps while keeping vents, extract fans and air bricks clear gives you a warmer home without damp problems.',
      '## Where to look',
      '- Windows and doors: compression or brush seals around the frames, and a brush or flap on the letterbox and keyhole.\n- Gaps between floorboards and under skirting boards on suspended timber floors; use a flexible filler or purpose-made strips.\n- Unused chimneys: a removable chimney balloon or a ventilated cap.\n- Loft hatches, and holes where pipes and cables pass through walls and ceilings.\n- Old sash windows, which can be overhauled with discreet seals.',
      '## What to leave alone',
      'Do not block trickle vents, air bricks, extract fans or the permanent vents that open-flued gas appliances, wood-burning stoves and some older boilers need. If a room has a fuel-burning appliance, ask a Gas Safe or HETAS registered engineer before you seal it up.',
      '## What it costs',
      'Materials for doing it yourself in a typical house cost a couple of hundred pounds at most, and a professional job costs more but uses longer-lasting seals and gets into awkward places such as sash windows and floorboards. Either way, draught-proofing is among the quickest upgrades to pay for itself.',
      'Professional draught-proofing of a whole house usually takes a day or two. Pair it with a ventilation check, particularly in the kitchen and bathrooms.',
    ],
  },
];
