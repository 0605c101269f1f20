// Test data: a public listing as the API answers it, with any fields overridden.
import type { Tradesman } from '../src/entities/tradesman/useTradesman';

let nextId = 1;

export function makeTradesman(overrides: Partial<Tradesman> = {}): Tradesman {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Greenway Retrofit ${id}`,
    logoUrl: null,
    location: 'St Albans',
    description: 'Solar panels and battery storage for homes across the county.',
    services: ['Solar Panel Installation', 'Battery Storage Systems'],
    credentials: [
      {
        scheme: 'mcs',
        name: 'MCS',
        number: 'NAP-40012',
        scopes: ['solar-pv'],
        scopeLabels: ['Solar PV'],
        registerUrl: 'https://mcscertified.com/find-an-installer/',
        insurer: null,
        coverAmount: null,
        checkedAt: '2026-01-10T09:00:00.000Z',
        expiresOn: '2027-01-10',
        status: 'verified',
      },
    ],
    verificationLapse: null,
    ratings: { average: 4.7, count: 31 },
    isVerified: true,
    plan: 'free',
    featured: false,
    featuredSource: null,
    featuredUntil: null,
    completedJobs: 120,
    responseRate: 95,
    responseHours: 6,
    responseTime: 'Usually replies within 6 hours',
    createdAt: '2023-06-15T10:00:00.000Z',
    contactEmail: `hello@greenway${id}.co.uk`,
    contactPhone: '01727 960 123',
    website: `https://greenway${id}.co.uk`,
    businessAddress: '12 High Street, St Albans AL1 1AA',
    yearsExperience: 8,
    ...overrides,
  };
}

/** `count` listings with distinct ids and names. */
export const makeTradesmen = (count: number, overrides: Partial<Tradesman> = {}) =>
  Array.from({ length: count }, () => makeTradesman(overrides));
