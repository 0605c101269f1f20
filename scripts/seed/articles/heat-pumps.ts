import type { SeedArticle } from '../types';
import { authors } from './authors';

export const heatPumpArticles: SeedArticle[] = [
  {
    title: 'How an air-source heat pump works',
    excerpt:
      'A heat pump moves heat from the outside air into your home, delivering around three units of heat for every unit of electricity it uses. Here is what that means in practice.',
    author: authors.editor,
    category: 'Heat Pumps',
    tags: ['air-source heat pump', 'heating', 'running costs'],
    body: [
      'An air-source heat pump works like a fridge in reverse. A fan draws outside air across a coil containing a refrigerant, which absorbs heat even when the air is cold. A compressor raises the refrigerant’s temperature, and that heat is passed to the water in your radiators or underfloor heating and to your hot water cylinder.',
      '## Efficiency',
      'Because it moves heat rather than burning fuel to make it, a heat pump delivers more energy than it uses. The ratio is called the coefficient of performance (COP), and its average over a year is the seasonal COP (SCOP). A well-designed system typically achieves 3 or more: three units of heat for each unit of electricity. Efficiency falls as the outside air gets colder and as the water temperature the heat pump has to reach goes up.',
      '## Lower, steadier temperatures',
      'Heat pumps are most efficient when the water in the radiators is around 35 to 50°C, rather than the 60 to 70°C typical of a gas boiler. The house is heated more gently for longer, and radiators feel warm rather than hot. Some rooms may need larger radiators to give out enough heat at these temperatures; a room-by-room heat loss calculation tells the installer which.',
      '## What you need',
      '- Space outside for the unit, typically around a metre wide, with free airflow around it.\n- A hot water cylinder: heat pumps cannot heat water on demand the way a combi boiler does.\n- Reasonable insulation. You do not need a new-build standard, but fixing draughts and topping up the loft reduces the size, and cost, of the heat pump you need.',
      '## Running costs',
      'Running costs depend on the efficiency your system achieves, your electricity tariff and how well the house holds its heat. At typical prices, a heat pump with a SCOP of around 3 costs roughly the same to run as an efficient gas boiler; a higher SCOP, a tariff designed for heat pumps or a time-of-use tariff tips the balance in its favour. Against oil, LPG or direct electric heating the saving is usually clearer. Ask your installer to work through the numbers with your own usage and tariff.',
      'Modern units are quiet, and installers must show that the unit will meet the noise limits at your neighbours’ windows. Planning permission is not usually needed for a heat pump on a house in England, but conditions apply, so check with your installer, especially in a conservation area or if the building is listed.',
    ],
  },
  {
    title: 'The Boiler Upgrade Scheme: a grant towards a heat pump',
    excerpt:
      'Homeowners in England and Wales can get thousands of pounds off the cost of a heat pump. Here is who qualifies, how the grant is claimed and where to check what your home would get.',
    author: authors.admin,
    category: 'Heat Pumps',
    tags: ['Boiler Upgrade Scheme', 'grants', 'heat pumps'],
    body: [
      'The Boiler Upgrade Scheme (BUS) is a government grant, administered by Ofgem, that reduces the upfront cost of replacing fossil-fuel heating with a heat pump, or with a biomass boiler in some rural homes. How much you get depends on the kind of heat pump and, since July 2026, on whether the home is off the gas grid and which fuel the heat pump replaces. Our grant checker gives the current amount for your home, with the official source and the date we last checked it.',
      '## Who can apply',
      '- You own the property, in England or Wales. Owner-occupiers, private landlords and small businesses can all apply.\n- The heat pump replaces fossil-fuel heating such as gas, oil or LPG, or direct electric heating.\n- The property has a valid Energy Performance Certificate. Since May 2024 you no longer need to have installed the loft or cavity wall insulation it recommends, although it is usually still worth doing.\n- New-build homes are not eligible unless you are building the home yourself.',
      '## How it works',
      'You do not apply yourself. Your MCS-certified installer applies for a voucher once you have agreed a quote, and the grant is deducted from your bill. Ofgem contacts you to confirm that you agreed to the application, so reply promptly. After the heat pump is commissioned the installer redeems the voucher. The voucher has a deadline for the installation: the grant checker gives it with the scheme’s other rules, so plan the work with your installer before they apply.',
      '## Choosing an installer',
      'Because the installer makes the application, choosing an installer is the important decision. Get more than one quote, check that each installer is MCS certified, and make sure every quote shows the full price before the grant is deducted, so you can compare them fairly. A quote should be based on a room-by-room heat loss calculation, not a rule of thumb.',
      'The scheme has been extended and changed several times since it opened in 2022. The grant checker follows those changes and links to the rules on GOV.UK; read them before you commit.',
    ],
  },
];
