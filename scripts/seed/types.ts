// Shapes of the hand-written demo data. Services and credentials are checked against the catalogue.
import type {
  ArticleCategory,
  credentials,
  Location,
  ProfileService,
  VerificationStatus,
} from '../../schema/catalogues';

export type Credential = (typeof credentials)[number];

/** A tradesperson's business as written by hand; ratings, plans and dates are derived. */
export interface BusinessProfile {
  name: string;
  /** The person who runs it. */
  owner: string;
  location: Location;
  /** Street, town and postcode. */
  address: string;
  services: ProfileService[];
  credentials: Credential[];
  description: string;
  /** Whether the owner also has a sign-in (role tradesperson). */
  hasAccount?: boolean;
  /** Defaults to verified. */
  status?: VerificationStatus;
  /** Admin notes, given with a rejection. */
  notes?: string;
  /** 'permanent', or days from now until the badge ends (negative: already expired). */
  featured?: 'permanent' | number;
}

/** An article as written by hand; dates, read time and author ids are derived. */
export interface SeedArticle {
  title: string;
  /** One or two sentences. */
  excerpt: string;
  author: string;
  category: ArticleCategory;
  tags: string[];
  /** Unpublished drafts. */
  draft?: boolean;
  /** Paragraphs, '## ' headings and '- ' bullet lists, joined by blank lines. */
  body: string[];
}
