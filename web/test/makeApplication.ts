// Test data: a listing as the admin applications route answers it.
import type { Application } from '../src/features/admin/useApplications';

let nextId = 100;

export function makeApplication(overrides: Partial<Application> = {}): Application {
  const id = overrides.id ?? nextId++;
  return {
    id,
    fastTracked: false,
    ownerId: null,
    name: `Herts Heat ${id}`,
    description: 'Heat pumps for older homes.',
    email: `hello@heat${id}.example`,
    phone: '01727 000000',
    location: 'St Albans',
    services: ['Heat Pump Installation'],
    credentials: [],
    logoUrl: null,
    plan: 'free',
    billing: 'monthly',
    isVerified: false,
    verificationStatus: 'pending',
    verificationNotes: null,
    featured: false,
    featuredUntil: null,
    paymentStatus: 'not paid',
    registrationDate: '2026-11-02',
    documents: [],
    ...overrides,
  };
}
