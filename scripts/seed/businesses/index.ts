// Every seeded listing: the dev tradesperson's own business first, then the rest by area.
import type { BusinessProfile } from '../types';
import { eastBusinesses } from './east';
import { northBusinesses } from './north';
import { westBusinesses } from './west';

/** The listing owned by trades@example.com. */
export const devBusiness: BusinessProfile = {
  name: 'GreenSpark Energy',
  owner: 'Sam Okoro',
  location: 'St Albans',
  address: '27 London Road, St Albans AL1 1LQ',
  services: [
    'Solar Panel Installation',
    'Battery Storage Systems',
    'Heat Pump Installation',
    'EV Charging Installation',
  ],
  credentials: ['MCS Certified', 'NICEIC Approved', 'TrustMark Registered'],
  description:
    'Solar panels, home batteries, heat pumps and EV chargers for St Albans and mid-Herts. We are a team of six electricians and heating engineers, and we do all our own installs with no subcontractors. Every quote is fixed-price and itemised.',
  featured: 'permanent',
};

export const businesses: readonly BusinessProfile[] = [
  devBusiness,
  ...eastBusinesses,
  ...northBusinesses,
  ...westBusinesses,
];
