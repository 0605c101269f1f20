import type { SeedArticle } from '../types';
import { authors } from './authors';

export const retrofittingArticles: SeedArticle[] = [
  {
    title: 'PAS 2035: what a retrofit coordinator does for you',
    excerpt:
      'PAS 2035 is the UK standard for planning and managing home energy retrofit. It is required for funded schemes and worth knowing about even if you pay for the work yourself.',
    author: authors.editor,
    category: 'Retrofitting',
    tags: ['PAS 2035', 'retrofit coordination', 'grants'],
    body: [
      'PAS 2035 sets out how energy efficiency retrofit should be assessed, designed and managed in existing homes. It exists because fitting measures one at a time, without looking at the whole house, has caused problems in the past: insulation that led to condensation, or draught-proofing that left homes without enough ventilation. Installers working under it are certified to its companion standard, PAS 2030.',
      '## Who does what',
      '- Retrofit Assessor: surveys the home, its condition, its occupants and how they use energy.\n- Retrofit Coordinator: manages the project from start to finish, assesses the risks and signs off the work.\n- Retrofit Designer: designs the measures and the details, such as how insulation meets the windows.\n- Installer: carries out the work to PAS 2030.\n- Retrofit Evaluator: on some projects, checks how the home performs afterwards.',
      '## The medium-term improvement plan',
      'The coordinator produces a medium-term improvement plan: the measures that make sense for your home, in a sensible order, over a number of years. The order matters. Insulating and draught-proofing before fitting a heat pump means a smaller, cheaper heat pump; improving ventilation before making the house more airtight avoids condensation.',
      '## When it applies',
      'PAS 2035 is required for government-funded work, such as Warm Homes: Local Grant and the insulation schemes paid for by energy suppliers, and the work is lodged with TrustMark. If you are paying yourself it is optional, but on a larger project a retrofit assessment and a coordinator are a good way to avoid expensive mistakes.',
      'Every project is given a risk pathway, A, B or C, depending on the home and the measures, which sets how much design and oversight is needed. Ask your coordinator which pathway applies and what it means for the timetable.',
    ],
  },
  {
    title: 'Ventilation when retrofitting: build tight, ventilate right',
    excerpt:
      'Making a home more airtight saves energy but also traps moisture. Ventilation should be part of every retrofit plan.',
    author: authors.admin,
    category: 'Retrofitting',
    tags: ['ventilation', 'condensation', 'mould', 'airtightness'],
    body: [
      'A household produces several litres of water vapour a day from breathing, cooking, showering and drying clothes. In a draughty home much of it escapes through gaps. Once you draught-proof, fit new windows and insulate, that moisture needs another way out, or it condenses on cold surfaces and mould follows.',
      '## The basics',
      '- Extract fans in the kitchen and bathrooms, ducted to the outside and powerful enough for the room. Humidity-controlled fans run when they are needed.\n- Trickle vents in windows, left open. Replacement windows should provide at least as much background ventilation as the old ones.\n- Clear air bricks, especially under suspended timber floors.\n- A gap under internal doors so air can move between rooms.',
      '## Whole-house systems',
      'In more airtight homes, continuous systems often work better than fans that run now and then. Continuous mechanical extract ventilation runs quietly all the time from kitchens and bathrooms. Mechanical ventilation with heat recovery (MVHR) supplies fresh air to living rooms and bedrooms and recovers most of the heat from the stale air it removes; it suits very airtight homes and needs room for ducts and regular filter changes. Positive input ventilation units, usually in the loft, push filtered air into the house and can help with condensation in some homes.',
      '## Signs you need more ventilation',
      'Condensation running down windows every morning, black mould in corners and behind furniture, and musty smells all point to too much moisture. A cheap hygrometer helps: indoor relative humidity is best kept roughly between 40% and 60%.',
      'A retrofit assessment under PAS 2035 includes a ventilation check, and any good insulation or window installer should ask about ventilation. If they do not, raise it yourself.',
    ],
  },
  {
    title: 'Planning a whole-house retrofit in stages',
    excerpt:
      'Few households can do everything at once. A staged plan lets you upgrade when it suits you without undoing earlier work.',
    author: authors.editor,
    category: 'Retrofitting',
    tags: ['retrofit planning', 'fabric first'],
    draft: true,
    body: [
      'Most homes are upgraded gradually: a loft top-up one year, new windows when the old ones fail, a heat pump when the boiler reaches the end of its life. That works well, provided each step fits a plan, so you do not insulate a wall and then disturb it to fit new windows, or size a heat pump for a house you are about to insulate.',
      '## A typical order',
      '- Understand the house: an energy assessment, a look at damp and ventilation, and your own priorities.\n- Fix the basics: repairs, gutters, draughts and loft insulation.\n- Improve walls, floors and windows, ideally alongside other building work.\n- Upgrade ventilation as the house becomes more airtight.\n- Replace the heating with a heat pump sized for the improved house, and add solar panels while the roof is accessible.',
      '## Use trigger points',
      'The cheapest time to do energy work is when you are already doing something else: re-roofing, rendering, building an extension, or fitting a new kitchen or bathroom. Scaffolding, skips and redecoration are shared, so the energy measure costs much less on its own.',
      'Keep the paperwork: certificates, guarantees and photographs of hidden work. They help future installers and buyers, and some grants ask for them.',
    ],
  },
];
