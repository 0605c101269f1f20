import type { SeedArticle } from '../types';
import { authors } from './authors';

export const insulationArticles: SeedArticle[] = [
  {
    title: 'Loft insulation: why 270 mm is the number to remember',
    excerpt:
      'In an uninsulated home around a quarter of the heat is lost through the roof. Topping the loft up to 270 mm is one of the cheapest ways to cut that loss.',
    author: authors.surveyor,
    category: 'Insulation',
    tags: ['loft insulation', 'condensation', 'quick wins'],
    body: [
      'The recommended depth for mineral wool loft insulation is 270 mm. Many homes insulated in the 1980s and 1990s have 100 mm or less, often squashed flat by stored boxes or boarding. Topping up to 270 mm typically costs a few hundred pounds and pays for itself quickly.',
      '## Doing it well',
      '- Lay the first layer between the joists and the second across them, so the joists do not act as cold bridges.\n- Keep the eaves clear so air can still move through the roof space; fit eaves trays or vents where needed.\n- Do not squash the insulation. If you need storage, raise the boards on loft legs above it.\n- Insulate and draught-strip the loft hatch.\n- Insulate the cold water tank and any pipes in the loft, but leave the area directly under the tank uninsulated so a little warmth can rise from below.',
      '## Watch for condensation',
      'A warmer house below means a colder loft above. Make sure bathroom and kitchen extract fans are ducted to the outside rather than into the loft, and check the loft after the first cold spell for damp timbers or wet felt. Recessed downlights need suitable fire-rated fittings or covers before insulation goes over them.',
      '## Rooms in the roof',
      'If your loft is a living space, the insulation goes in the sloping roof instead, usually as rigid boards between and under the rafters. That is a bigger job, best combined with other work such as re-roofing or redecorating, and worth discussing with a retrofit assessor.',
      '## Is a top-up worth it?',
      'Going from an empty loft to 270 mm gives by far the biggest saving. Topping up from 100 mm saves less, but the materials are cheap and the work takes a day or less, so it is still one of the better-value improvements you can make. If the existing insulation is damp, compressed or contaminated, it may be better to remove it first.',
      'Many installers in this directory do loft top-ups, and some funded schemes cover the cost for eligible households. Ask about them when you request a quote.',
    ],
  },
  {
    title: 'Is cavity wall insulation right for your home?',
    excerpt:
      'Filling an empty cavity is quick and good value, but not every wall is suitable. Here is how to tell, and what a good installer checks first.',
    author: authors.designer,
    category: 'Insulation',
    tags: ['cavity wall insulation', 'damp', 'surveys'],
    body: [
      'Most houses built in the UK from the 1920s onwards have cavity walls: two leaves of masonry with a gap between them. Homes built from the 1990s onwards were usually insulated when they were built, but many older cavities are still empty. Filling the cavity with mineral wool, polystyrene beads or granules considerably reduces heat loss through the walls, and a typical house can be done in a day.',
      '## Do you have cavity walls?',
      'Look at the brickwork. If every brick is laid lengthways, the wall is probably a cavity wall; a pattern with some bricks laid end-on usually means a solid wall. A wall more than about 260 mm thick at a window or door opening also suggests a cavity. A cavity that has already been filled often shows as a regular pattern of drilled and filled holes in the mortar.',
      '## When to be careful',
      '- Walls exposed to heavy driving rain, such as gable ends facing the prevailing weather on exposed sites.\n- Brickwork or pointing in poor condition, or any existing damp.\n- Narrow or uneven cavities, or cavities partly filled with rubble.\n- Timber-frame and steel-frame houses, which need a specialist assessment.',
      'A good installer surveys the walls first, including a borescope inspection through a small hole, and will turn down walls that are unsuitable. The work should come with an independent guarantee, typically for 25 years, such as one from CIGA.',
      'Typical costs run from about £500 to £1,500 depending on the size of the house, and the saving on a gas-heated semi-detached house is usually a couple of hundred pounds a year or more.',
    ],
  },
];
