// Sign-ins: the four dev accounts printed by `npm run dev`, and the owners of some listings.
import type { Role } from '../../schema/catalogues';
import type { UserRow } from '../../schema/tables/accounts';
import { businesses, devBusiness } from './businesses';
import { businessDomain, dramaMobile, slugify } from './contact';
import type { SeedListing } from './listings';
import { addDays } from './random';

export interface DevAccount {
  email: string;
  role: Role;
  name: string;
}

export const devPassword = 'password123';

export const devUserIds = { admin: 1, editor: 2, resident: 3, trades: 4 } as const;

const devPeople = {
  admin: { email: 'admin@example.com', role: 'admin', name: 'Alex Morgan' },
  editor: { email: 'editor@example.com', role: 'editor', name: 'Priya Shah' },
  resident: { email: 'resident@example.com', role: 'resident', name: 'Emma Clarke' },
  trades: { email: 'trades@example.com', role: 'tradesperson', name: devBusiness.owner },
} as const satisfies Record<keyof typeof devUserIds, DevAccount>;

export const devAccounts: readonly DevAccount[] = Object.values(devPeople);

/** Staff who write articles, by name; articles by anyone else are guest posts with no author id. */
export const staffAuthors = {
  admin: { name: devPeople.admin.name, id: devUserIds.admin },
  editor: { name: devPeople.editor.name, id: devUserIds.editor },
} as const;

/** The resident's contact details, also used on the quote requests she has sent. */
export const devResident = {
  ...devPeople.resident,
  phone: dramaMobile(461),
  address: '18 Clarence Road, St Albans',
  postcode: 'AL1 4NG',
};

const firstOwnerId = Object.keys(devUserIds).length + 1;

/** Business name → user id of its owner, for the listings that have one. */
export function ownerIdsByBusiness(): Map<string, number> {
  const owned = businesses.filter((business) => business.hasAccount);
  return new Map([
    [devBusiness.name, devUserIds.trades],
    ...owned.map((business, index): [string, number] => [business.name, firstOwnerId + index]),
  ]);
}

/** Homeowners who have sent requests and left reviews, besides the dev resident. */
const homeownerNames = [
  'Oliver Bennett',
  'Amelia Hart',
  'Harry Lawson',
  'Isla Chandra',
  'George Whitfield',
  'Sophie Adeyemi',
  'Jack Morrison',
  'Grace Kowalski',
  'Noah Fletcher',
  'Chloe Brennan',
  'Leo Ashworth',
  'Ava Nwosu',
  'Thomas Reid',
  'Lily Marsden',
  'Arjun Mehta',
  'Freya Holt',
  'William Dunne',
  'Poppy Sinclair',
  'Samuel Ogunleye',
  'Evie Thornton',
  'Daniel Cho',
  'Ruby Fairweather',
  'Mohammed Rahman',
  'Hannah Pryce',
];

/** Ids of the homeowners above, after every owner's id. */
export function homeownerIds(): number[] {
  const firstId = Math.max(devUserIds.trades, ...ownerIdsByBusiness().values()) + 1;
  return homeownerNames.map((_, index) => firstId + index);
}

/** They joined when the site opened, so every request they sent is after their sign-up. */
function homeownerRows(passwordHash: string, siteOpened: Date): UserRow[] {
  return homeownerIds().map((id, index) => {
    const name = homeownerNames[index] ?? 'Homeowner';
    return userRow(
      id,
      {
        name,
        email: `${slugify(name).replace('-', '.')}@example.com`,
        role: 'resident',
        passwordHash,
        phone: dramaMobile(700 + index),
      },
      addDays(siteOpened, index / 24),
    );
  });
}

function userRow(
  id: number,
  fields: Partial<UserRow> & DevAccount & Pick<UserRow, 'passwordHash'>,
  createdAt: Date,
): UserRow {
  return {
    id,
    username: null,
    isTradesman: false,
    isVerified: false,
    isActive: true,
    isTemporaryPassword: false,
    phone: null,
    address: null,
    postcode: null,
    profileImageUrl: null,
    lastLoginAt: null,
    // Every demo account has shown it reads its mail.
    emailProvenAt: createdAt,
    createdAt,
    updatedAt: createdAt,
    ...fields,
  };
}

/** The sign-in of a listing's owner, made when the listing was. */
function ownerRow({ profile, row }: SeedListing, ownerId: number, passwordHash: string): UserRow {
  const account: DevAccount & { username: string } =
    ownerId === devUserIds.trades
      ? { ...devPeople.trades, username: 'greenspark' }
      : {
          name: profile.owner,
          email: `${profile.owner.split(' ')[0]?.toLowerCase()}@${businessDomain(profile.name)}`,
          role: 'tradesperson',
          username: slugify(profile.name).replace(/-/g, ''),
        };
  return userRow(
    ownerId,
    {
      ...account,
      passwordHash,
      isTradesman: true,
      isVerified: row.isVerified,
      phone: row.contactPhone,
    },
    row.createdAt,
  );
}

/** All users, by id; every one shares the single hash of `devPassword`. */
export function buildUsers(
  listings: readonly SeedListing[],
  passwordHash: string,
  now: Date,
): UserRow[] {
  const siteOpened = new Date(Math.min(...listings.map(({ row }) => row.createdAt.getTime())));
  const owners = listings.flatMap((listing) =>
    listing.row.ownerId === null ? [] : [ownerRow(listing, listing.row.ownerId, passwordHash)],
  );
  return [
    userRow(devUserIds.admin, { ...devPeople.admin, passwordHash, isVerified: true }, siteOpened),
    userRow(devUserIds.editor, { ...devPeople.editor, passwordHash, isVerified: true }, siteOpened),
    userRow(devUserIds.resident, { ...devResident, passwordHash }, addDays(now, -75)),
    ...owners,
    ...homeownerRows(passwordHash, siteOpened),
  ].sort((a, b) => a.id - b.id);
}
