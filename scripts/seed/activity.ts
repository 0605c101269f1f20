// What the dev accounts have done on the site (quote requests, the resident's review) and
// newsletter sign-ups. The other homeowners' reviewed jobs are in reviews.ts.
import type { newsletterSubscribers, reviews } from '../../schema/tables';
import type { QuoteRow } from '../../schema/tables/quotes';
import { devBusiness } from './businesses';
import { dramaMobile } from './contact';
import type { SeedListing } from './listings';
import { devResident, devUserIds } from './people';
import { addDays } from './random';

export type ReviewRow = typeof reviews.$inferSelect;
export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

type QuoteSeed = Pick<QuoteRow, 'propertySize' | 'timeline' | 'description' | 'status'> & {
  business: string;
  daysAgo: number;
  /** Requests sent together to several trades share it (docs/product/public-site.md §10.10). */
  send?: string;
  customer: Pick<QuoteRow, 'customerName' | 'customerEmail' | 'customerPhone'> &
    Partial<Pick<QuoteRow, 'homeownerId' | 'customerAddress' | 'customerPostcode'>>;
};

const resident = {
  homeownerId: devUserIds.resident,
  customerName: devResident.name,
  customerEmail: devResident.email,
  customerPhone: devResident.phone,
  customerAddress: devResident.address,
  customerPostcode: devResident.postcode,
};

const quoteSeeds: QuoteSeed[] = [
  {
    business: 'Verulam Insulation Ltd',
    daysAgo: 41,
    propertySize: '3 bed',
    timeline: 'month',
    description:
      'Our loft has about 100 mm of old insulation. We would like it topped up to current levels and the loft hatch draught-proofed.',
    status: 'completed',
    customer: resident,
  },
  {
    business: devBusiness.name,
    daysAgo: 9,
    propertySize: '3 bed',
    timeline: '1-month',
    description:
      '1930s semi with a south-west facing rear roof. We use about 3,800 kWh of electricity a year and would like solar panels, possibly with a battery.',
    status: 'quoted',
    customer: resident,
  },
  {
    business: devBusiness.name,
    daysAgo: 4,
    propertySize: '4 bed+',
    timeline: 'flexible',
    description:
      'Our gas boiler is 15 years old and we are thinking about an air-source heat pump instead. Detached house, cavity walls filled, hot water cylinder in the airing cupboard.',
    status: 'contacted',
    customer: {
      customerName: 'Daniel Hughes',
      customerEmail: 'daniel.hughes@example.com',
      customerPhone: dramaMobile(512),
      customerAddress: '5 Gurney Court Road, St Albans',
      customerPostcode: 'AL1 4RJ',
    },
  },
  {
    business: 'Lea Valley Heat Pumps',
    daysAgo: 38,
    propertySize: '3 bed',
    timeline: 'month',
    description:
      'Smart thermostat and zoned controls for our gas boiler while we save for a heat pump. Two floors, ten radiators.',
    status: 'completed',
    customer: resident,
  },
  {
    business: 'Abbey Heat Pumps',
    daysAgo: 1,
    propertySize: '3 bed',
    timeline: '3-months',
    description:
      'Looking for a heat loss survey and a heat pump quote, to compare with the solar quote we already have.',
    status: 'pending',
    customer: resident,
  },
  {
    business: devBusiness.name,
    daysAgo: 0.8,
    propertySize: '2 bed',
    timeline: 'asap',
    description:
      'Need a 7 kW home charger fitted on the front of the house before our electric car is delivered next month. Off-street parking on the drive.',
    status: 'pending',
    customer: {
      customerName: 'Sarah Whitmore',
      customerEmail: 'sarah.whitmore@example.org',
      customerPhone: dramaMobile(587),
    },
  },
  {
    business: devBusiness.name,
    daysAgo: 0.1,
    propertySize: '3 bed',
    timeline: 'researching',
    description:
      'Early days: we would like to understand the costs of solar panels and a battery for an east-west roof.',
    status: 'pending',
    customer: {
      customerName: 'Raj Patel',
      customerEmail: 'raj.patel@example.net',
      customerPhone: dramaMobile(633),
      customerPostcode: 'AL3 5PE',
    },
  },
  // One request from the grant checker to three MCS heat pump installers (issue 28).
  ...['Lea Valley Heat Pumps', 'Hitchin Heat & Power', devBusiness.name].map(
    (business, index): QuoteSeed => ({
      business,
      daysAgo: 2,
      send: 'resident-heat-pump',
      propertySize: '3 bed',
      timeline: 'month',
      description:
        'Oil boiler in a detached house off the gas grid, EPC band E. We would like an air-to-water heat pump with the Boiler Upgrade Scheme grant taken off the quote.',
      status: index === 0 ? 'contacted' : 'pending',
      customer: resident,
    }),
  ),
];

function listingNamed(listings: readonly SeedListing[], name: string) {
  const listing = listings.find(({ row }) => row.name === name);
  if (!listing) throw new Error(`No seeded listing named ${name}`);
  return listing.row;
}

/** Hours the trade took to answer each hand-written request that has left pending. */
const answeredAfterHours = [5, 3, 20, 30, 1, 1, 1];

export function buildQuotes(listings: readonly SeedListing[], now: Date): QuoteRow[] {
  const sendSize = (send: string) => quoteSeeds.filter((seed) => seed.send === send).length;
  return quoteSeeds.map(({ business, daysAgo, customer, send, ...quote }, index) => {
    const listing = listingNamed(listings, business);
    const createdAt = addDays(now, -daysAgo);
    const answered = quote.status !== 'pending';
    const completedAt = quote.status === 'completed' ? addDays(createdAt, 21) : null;
    return {
      id: index + 1,
      tradesmanId: listing.id,
      sendId: send ? `seed-${send}` : null,
      sentToCount: send ? sendSize(send) : 1,
      tradesmanName: listing.name,
      homeownerId: null,
      customerAddress: null,
      customerPostcode: null,
      ...customer,
      ...quote,
      firstRespondedAt: answered ? addDays(createdAt, (answeredAfterHours[index] ?? 4) / 24) : null,
      completedAt,
      withdrawnAt: null,
      createdAt,
      updatedAt: completedAt ?? createdAt,
    };
  });
}

/**
 * The dev resident's review of her loft job (the first request above). Her heat-pump controls job
 * is completed but not reviewed, so a person trying the site can leave that review.
 */
export function buildResidentReviews(quotes: readonly QuoteRow[]): ReviewRow[] {
  const loft = quotes[0];
  if (!loft?.completedAt || loft.tradesmanId === null)
    throw new Error('The loft job must be completed');
  return [
    {
      id: 1,
      quoteRequestId: loft.id,
      tradesmanId: loft.tradesmanId,
      homeownerId: devUserIds.resident,
      rating: 5,
      title: 'Loft done in a morning',
      text: 'Loft topped up in a morning, photos of everything before and after, and they cleared up properly when they left.',
      workDate: loft.completedAt.toISOString().slice(0, 10),
      reply: 'Thank you, Emma — enjoy the warmer bedrooms this winter!',
      repliedAt: addDays(loft.completedAt, 4),
      heldAt: null,
      heldReasons: [],
      hidden: false,
      hiddenReason: null,
      removalReason: null,
      hiddenAt: null,
      hiddenBy: null,
      createdAt: addDays(loft.completedAt, 3),
    },
  ];
}

const subscriberSeeds = [
  { email: devResident.email, userType: 'homeowner', isActive: true },
  { email: 'james@stort-valley-renewables.example', userType: 'tradesperson', isActive: true },
  { email: 'green.homes.hitchin@example.org', userType: 'homeowner', isActive: true },
  { email: 'l.barker@example.com', userType: 'homeowner', isActive: false },
] as const;

export function buildSubscribers(now: Date): SubscriberRow[] {
  return subscriberSeeds.map((subscriber, index) => ({
    id: index + 1,
    ...subscriber,
    subscribedAt: addDays(now, -(12 + index * 47)),
  }));
}
