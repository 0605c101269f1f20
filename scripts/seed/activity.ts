// What people have done on the site: quote requests, reviews and newsletter sign-ups.
import type { newsletterSubscribers, quoteRequests, reviews } from '../../schema/tables';
import { devBusiness } from './businesses';
import { dramaMobile } from './contact';
import type { SeedListing } from './listings';
import { devResident, devUserIds } from './people';
import { addDays } from './random';

export type QuoteRow = typeof quoteRequests.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

type QuoteSeed = Pick<QuoteRow, 'propertySize' | 'timeline' | 'description' | 'status'> & {
  business: string;
  daysAgo: number;
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
];

function listingNamed(listings: readonly SeedListing[], name: string) {
  const listing = listings.find(({ row }) => row.name === name);
  if (!listing) throw new Error(`No seeded listing named ${name}`);
  return listing.row;
}

export function buildQuotes(listings: readonly SeedListing[], now: Date): QuoteRow[] {
  return quoteSeeds.map(({ business, daysAgo, customer, ...quote }, index) => {
    const listing = listingNamed(listings, business);
    const createdAt = addDays(now, -daysAgo);
    return {
      id: index + 1,
      tradesmanId: listing.id,
      tradesmanName: listing.name,
      homeownerId: null,
      customerAddress: null,
      customerPostcode: null,
      ...customer,
      ...quote,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

const reviewSeeds = [
  {
    business: devBusiness.name,
    userId: devUserIds.resident,
    rating: 5,
    comment: 'Clear fixed quote, a tidy install and they showed us how to use the battery app.',
  },
  {
    business: devBusiness.name,
    rating: 4,
    comment: 'Good work on our charger. The install date moved once, but they let us know early.',
  },
  {
    business: 'Verulam Insulation Ltd',
    userId: devUserIds.resident,
    rating: 5,
    comment: 'Loft topped up in a morning, photos of everything, and they cleared up after.',
  },
  {
    business: 'Lea Valley Heat Pumps',
    rating: 5,
    comment: 'Our first winter with the heat pump has been warm and the bills were lower than gas.',
  },
  {
    business: 'Colne Heat Pump Services',
    rating: 2,
    comment:
      'The heat pump works, but the job overran by a week and we had to chase the commissioning paperwork.',
  },
  {
    business: 'Cassiobury Insulation',
    rating: 3,
    comment: 'Fair price and decent work, though communication before the install was patchy.',
  },
  {
    business: 'Hoddesdon Insulation Services',
    rating: 1,
    comment: 'Missed two survey appointments without calling, so we went elsewhere.',
  },
];

export function buildReviews(listings: readonly SeedListing[], now: Date): ReviewRow[] {
  return reviewSeeds.map((review, index) => ({
    id: index + 1,
    tradesmanId: listingNamed(listings, review.business).id,
    userId: review.userId ?? null,
    rating: review.rating,
    comment: review.comment,
    createdAt: addDays(now, -(3 + index * 11)),
  }));
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
