import { eq } from 'drizzle-orm';
import type { HomeownerRegistrationInput } from '../../schema/rules';
import { tradesmen, users } from '../../schema/tables';
import type { Database } from '../db';
import { fail } from '../lib/errors';
import { hashPassword } from '../lib/password';

export type UserRow = typeof users.$inferSelect;
type TradesmanRow = typeof tradesmen.$inferSelect;

/** What any screen may know about a user: never the password hash. */
export function toPublicUser(user: UserRow) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    username: user.username,
    isTradesman: user.isTradesman,
    isVerified: user.isVerified,
    isActive: user.isActive,
    isTemporaryPassword: user.isTemporaryPassword,
    lastLogin: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

export function toHomeowner(user: UserRow) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    address: user.address ?? '',
    postcode: user.postcode ?? '',
    createdAt: user.createdAt.toISOString(),
  };
}

/** The spec's "tradesman account": the sign-in record as the tradesperson dashboard sees it. */
export function toTradesmanAccount(user: UserRow, listing: TradesmanRow | null) {
  return {
    id: user.id,
    username: user.username ?? user.email,
    email: user.email,
    businessName: listing?.name ?? user.name,
    plan: listing?.plan ?? 'free',
    billing: listing?.billing ?? 'monthly',
    isTemporaryPassword: user.isTemporaryPassword,
    profileImageUrl: user.profileImageUrl,
  };
}

export function toTradesmanProfile(listing: TradesmanRow) {
  return {
    id: listing.id,
    description: listing.description,
    services: listing.services,
    location: listing.location,
    credentials: listing.credentials,
    contactPhone: listing.contactPhone ?? '',
    website: listing.website ?? '',
    businessAddress: listing.businessAddress ?? '',
    yearsExperience: listing.yearsExperience,
    logoUrl: listing.logoUrl,
    isVerified: listing.isVerified,
  };
}

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user ?? null;
}

export async function findOwnListing(db: Database, userId: number) {
  const [listing] = await db.select().from(tradesmen).where(eq(tradesmen.ownerId, userId)).limit(1);
  return listing ?? null;
}

export const emailTaken = 'An account with this email already exists. Please sign in instead.';

export async function registerHomeowner(db: Database, input: HomeownerRegistrationInput) {
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({
      name: input.name,
      email: input.email,
      passwordHash,
      role: 'resident',
      phone: input.phone || null,
      address: input.address || null,
      postcode: input.postcode || null,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) fail(409, emailTaken);
  return user;
}
