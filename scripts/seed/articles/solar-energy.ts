import type { SeedArticle } from '../types';
import { authors } from './authors';

export const solarEnergyArticles: SeedArticle[] = [
  {
    title: 'How big should your solar panel system be?',
    excerpt:
      'Most Hertfordshire homes suit a system of about 3.5 to 5 kWp. Here is how to work out the right size from your roof, your electricity use and your plans.',
    author: authors.designer,
    category: 'Solar Energy',
    tags: ['solar PV', 'system sizing', 'MCS', 'grants'],
    body: [
      'A solar PV system’s size is quoted in kilowatt-peak (kWp): the output of the panels under standard test conditions. A typical modern panel is rated at around 400 to 450 watts, so a ten-panel system is roughly 4 to 4.5 kWp. In Hertfordshire a well-placed system generates in the region of 850 to 1,000 kWh a year for every kWp installed, so a 4 kWp system would typically produce about 3,400 to 4,000 kWh a year.',
      '## Start with your electricity use',
      'Your annual consumption is on your bills or in your supplier’s app. A typical UK home uses about 2,700 kWh a year, but homes with an electric car, a heat pump or people working from home often use far more. Without a battery, most households use between a quarter and a half of what their panels generate and export the rest. A battery, or a diverter that heats your hot water with the surplus, raises that share.',
      '## Then look at the roof',
      '- South-facing roofs give the most generation; east- and west-facing roofs typically produce around 15 to 20% less, spread more evenly across the day.\n- Pitch matters less than people think: anything from about 20 to 50 degrees works well.\n- Shade from chimneys, dormers or trees can pull down the output of a whole string of panels; optimisers or microinverters limit the loss.\n- Panels need clear margins at the roof edges, so an installer will not fill every square metre.',
      '## Think about the next ten years',
      'If you are planning an electric car or a heat pump, it usually makes sense to fit a larger array now rather than add panels later, because scaffolding is a large part of the cost. Ask whether the inverter can take a battery in future. Systems that can export more than 16 amps per phase (about 3.68 kW on a single-phase supply) need the network operator’s approval under G99 before installation, which can add several weeks.',
      '## What it costs',
      'A typical 4 kWp system costs roughly £5,000 to £8,000 installed, depending on the roof, the scaffolding needed and the equipment chosen; the grant checker shows the VAT rate that applies today. Adding panels to a system later costs more per panel than fitting them at the start, and mixing old and new panels on one string is best avoided.',
      'A good installer gives you a written generation estimate using the MCS method, a shading assessment and an itemised quote. Make sure they are MCS certified: you need the MCS certificate to be paid for exported electricity under the Smart Export Guarantee.',
    ],
  },
  {
    title: 'The Smart Export Guarantee: getting paid for the electricity you export',
    excerpt:
      'Larger energy suppliers must offer a tariff for electricity exported by home solar panels. Here is what you need to sign up and how to compare offers.',
    author: authors.editor,
    category: 'Solar Energy',
    tags: ['Smart Export Guarantee', 'solar PV', 'tariffs', 'grants'],
    body: [
      'The Smart Export Guarantee (SEG) replaced the Feed-in Tariff for new installations in January 2020. It requires electricity suppliers with at least 150,000 domestic customers to offer at least one export tariff to households with solar panels and other small-scale low-carbon generators. Smaller suppliers can choose to offer one too.',
      '## What you need',
      '- A smart meter that can record exports every half hour.\n- An MCS certificate for your installation.\n- Proof that you own the system, and sometimes proof that you own or have permission to use the property.',
      '## How much you are paid',
      'The rules only say that the rate must always be above zero, so offers vary widely: from a few pence per kWh to fixed rates of 15p or more, sometimes only if you also buy your electricity from the same supplier. Some tariffs change every half hour with wholesale prices. Compare the export rate and the conditions together; a generous export rate tied to an expensive import tariff may not leave you better off.',
      '## Is exporting worth it?',
      'Electricity you use yourself is usually worth more than electricity you export, because it replaces power you would otherwise buy at the full retail price. That is why many households add a battery or a hot-water diverter. Even so, an export tariff costs nothing to join and earns something from the surplus on sunny days.',
      'You do not have to take the export tariff from your current supplier: import and export can be with different companies. Apply once your system is commissioned and your smart meter has been set up to record exports.',
    ],
  },
  {
    title: 'Do you need a battery with your solar panels?',
    excerpt:
      'A home battery lets you use more of your own solar power, but whether it pays depends on when you use electricity and which tariff you are on.',
    author: authors.designer,
    category: 'Solar Energy',
    tags: ['batteries', 'solar PV', 'time-of-use tariffs'],
    draft: true,
    body: [
      'A home battery stores surplus solar electricity during the day and releases it in the evening, when most households use the most power. Typical home batteries hold between about 5 and 13 kWh.',
      '## When a battery makes sense',
      '- You are out during the day and use most of your electricity in the evening.\n- You are on a time-of-use tariff and can charge the battery cheaply overnight in winter, when solar output is low.\n- You have a large array that exports much of its output at a low export rate.',
      '## When it may not',
      'If you are at home during the day and already use most of your solar power, or a hot-water diverter soaks up the surplus, the extra saving may be small. Batteries also lose some energy on every charge and discharge, typically around 10%.',
      'Batteries installed in homes currently qualify for the zero rate of VAT, including when they are added to an existing solar system. Ask your installer for a payback estimate based on your own half-hourly meter data rather than national averages.',
      'Batteries should be installed by a competent electrician in a suitable place, often a garage or an outside wall, not a bedroom or an escape route, following the manufacturer’s instructions.',
    ],
  },
];
