// What seeded homeowners wrote and trades replied: a pool per star rating, with the job named.
import type { ProfileService } from '../../schema/catalogues';

/** How a homeowner names the job a service stands for. */
export const jobNames: Record<ProfileService, string> = {
  'Solar Panel Installation': 'solar panels',
  'Heat Pump Installation': 'heat pump',
  'Wall/Loft Insulation': 'insulation',
  'Window Upgrades': 'new windows',
  'Draught Proofing': 'draught proofing',
  'Smart Thermostats': 'smart thermostat',
  'Green Roofing': 'green roof',
  'Energy Efficiency Assessments': 'energy assessment',
  'EV Charging Installation': 'EV charger',
  'Battery Storage Systems': 'home battery',
};

type Written = { title: string; text: (job: string) => string };

export const reviewPool: Record<1 | 2 | 3 | 4 | 5, readonly Written[]> = {
  5: [
    {
      title: 'Could not have asked for more',
      text: (job) =>
        `From the survey to switching on, our ${job} was handled with care. Fixed price, no surprises, and they explained everything before leaving.`,
    },
    {
      title: 'Tidy, punctual and honest',
      text: (job) =>
        `They turned up when they said they would, kept the house clean and talked us out of an add-on we did not need. The ${job} works perfectly.`,
    },
    {
      title: 'Excellent from start to finish',
      text: (job) =>
        `Clear itemised quote, the paperwork arrived the same week, and they came back to check the ${job} a month later without being asked.`,
    },
    {
      title: 'Would recommend to any neighbour',
      text: (job) =>
        `Friendly team who knew their stuff. Our ${job} went in over two days exactly as planned and the bills have already dropped.`,
    },
    {
      title: 'Great advice, great install',
      text: (job) =>
        `We got three quotes and this was the only company that took proper measurements first. The ${job} is excellent and the price was fair.`,
    },
  ],
  4: [
    {
      title: 'Good job, small delay',
      text: (job) =>
        `The ${job} is working well and the work was neat. The start date slipped by a few days, but they let us know in good time.`,
    },
    {
      title: 'Solid work at a fair price',
      text: (job) =>
        `No fuss, decent price, and the ${job} does what was promised. A little slow to answer emails at times, otherwise very good.`,
    },
    {
      title: 'Happy with the result',
      text: (job) =>
        `Knowledgeable installers and a tidy finish on the ${job}. We had to remind them about the handover documents, which then came promptly.`,
    },
  ],
  3: [
    {
      title: 'Fine in the end',
      text: (job) =>
        `The ${job} works, but communication before the install was patchy and we had to chase a couple of times to confirm dates.`,
    },
    {
      title: 'Average experience',
      text: (job) =>
        `Reasonable price for the ${job}. The install itself was fine, though some mess was left in the garden that we cleared ourselves.`,
    },
  ],
  2: [
    {
      title: 'Overran and hard to reach',
      text: (job) =>
        `The ${job} overran by over a week and we had to chase the commissioning certificate for a month. It works now, but it was stressful.`,
    },
  ],
  1: [
    {
      title: 'Took six weeks to put right',
      text: (job) =>
        `The ${job} stopped working within a fortnight and it took three visits and six weeks to put right. Nobody called back when promised.`,
    },
  ],
};

/** A rude review naming an employee, seeded as removed so the moderation line can be seen. */
export const moderatedReview = {
  title: 'Avoid',
  text: () =>
    'The fitter was rude to my wife and I have named him here so nobody else books him. Never again.',
  reason: 'personal-details' as const,
};

export const replyPool = {
  thanks: [
    'Thank you for taking the time to write this — it was a pleasure working on your home.',
    'Many thanks! Do get in touch if you ever have a question about the system.',
  ],
  sorry: [
    'Thank you for the honest feedback. We have changed how we confirm dates so this does not happen again.',
    'We are sorry the job did not go as smoothly as it should have. Our office manager will call you this week.',
  ],
} as const;
