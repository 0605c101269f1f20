import type { UserRow } from '../schema/tables/accounts';
import type { Database } from './db';

/** Bindings and vars from wrangler.toml, plus secrets set with `wrangler secret put`. */
export interface Bindings {
  FILES: R2Bucket;
  /** The built SPA (Workers Static Assets). */
  ASSETS: Fetcher;
  LIBSQL_URL: string;
  LIBSQL_AUTH_TOKEN?: string;
  /** How long a database call may take before the answer is a 503 (default 5000 ms). */
  DB_TIMEOUT_MS?: string;
  JWT_SECRET?: string;
  /**
   * 'production' turns on the production-only refusals (Stripe without real keys, seeding).
   */
  APP_ENV?: string;
  /**
   * The site's public address, e.g. `https://www.example.co.uk`: every link in a mail starts with
   * it, never with the request's Host (`npm run dev` sets the dev server's own address). A mail
   * with a link is refused without it.
   */
  SITE_URL?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  /** Dev and tests only: the local Stripe stand-in the SDK talks to instead of api.stripe.com. */
  STRIPE_API_HOST?: string;
  STRIPE_API_PORT?: string;
  STRIPE_API_PROTOCOL?: string;
  R2_ACCOUNT_ID?: string;
  R2_ACCESS_KEY_ID?: string;
  R2_SECRET_ACCESS_KEY?: string;
  R2_BUCKET_NAME?: string;
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  GA_MEASUREMENT_ID?: string;
  /** The deployed version; names the edge cache's scope (middleware/edge-cache.ts). */
  CF_VERSION_METADATA?: WorkerVersionMetadata;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: {
    db: Database;
    /** Set by `resolveUser`: the signed-in user, or null for a visitor; unset until asked. */
    user: UserRow | null | undefined;
    sessionId: string | null;
  };
}
