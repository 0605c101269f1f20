// Factories for dashboard tests: each call builds fresh data, overridden field by field.
import type { OwnListingProfile, TradesmanAccount } from '../src/entities/account/tradesmanAccount';
import type { TradesmanQuote } from '../src/entities/quote/useTradesmanQuotes';
import type { HomeownerQuote } from '../src/features/homeowner-dashboard/useHomeownerQuotes';

export function makeAccount(overrides: Partial<TradesmanAccount> = {}): TradesmanAccount {
  return {
    id: 21,
    username: 'greenspark',
    email: 'hello@greenspark.example',
    businessName: 'GreenSpark Energy',
    plan: 'starter',
    billing: 'monthly',
    isTemporaryPassword: false,
    profileImageUrl: null,
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<OwnListingProfile> = {}): OwnListingProfile {
  return {
    id: 12,
    description: 'Solar and battery installs across Hertfordshire.',
    services: ['Solar Panel Installation', 'Battery Storage Systems'],
    location: 'St Albans',
    contactPhone: '01727 555 010',
    website: 'https://greenspark.example',
    businessAddress: '1 High Street, St Albans',
    yearsExperience: 8,
    logoUrl: null,
    isVerified: true,
    verificationStatus: 'verified',
    verificationNotes: null,
    emailProofPending: false,
    ...overrides,
  };
}

export function makeTradesmanQuote(overrides: Partial<TradesmanQuote> = {}): TradesmanQuote {
  return {
    id: 301,
    residentName: 'Emma Clarke',
    residentEmail: 'emma@example.com',
    residentPhone: '07700 900123',
    residentPostcode: 'AL1 3AB',
    propertySize: '3 bed',
    jobDetails: 'Looking for a quote on a 4 kW solar array.',
    timeline: 'month',
    status: 'pending',
    sentToCount: 1,
    createdAt: '2026-03-03T10:00:00.000Z',
    ...overrides,
  };
}

export function makeHomeownerQuote(overrides: Partial<HomeownerQuote> = {}): HomeownerQuote {
  return {
    id: 401,
    tradesmanId: 12,
    tradesmanName: 'GreenSpark Energy',
    tradesmanDetails: {
      logoUrl: null,
      isVerified: true,
      contactEmail: 'hello@greenspark.example',
      contactPhone: '01727 555 010',
    },
    propertySize: '3 bed',
    timeline: 'flexible',
    description: 'Air source heat pump to replace an old gas boiler.',
    status: 'contacted',
    sendId: null,
    sentToCount: 1,
    reviewId: null,
    createdAt: '2026-03-03T10:00:00.000Z',
    ...overrides,
  };
}
