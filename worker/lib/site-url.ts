// The site's public address, which every link in a mail starts with. It is configuration
// (SITE_URL: wrangler.toml's local default, `npm run dev`'s own address, production's real one),
// never the request's Host, so no request can point a mailed link at another site.

/** The Worker's settings this module reads (see env.ts). */
type SiteEnv = Partial<Record<'SITE_URL', string>>;

export const siteUrlMessages = {
  missingSiteUrl:
    "SITE_URL is not set: it is the site's public address (https://…), and every link in a mail starts with it.",
} as const;

/**
 * The address mailed links start with, without a trailing slash. Without SITE_URL it throws, like
 * the Stripe key rule: a misconfigured deploy must not mail links to a guessed site.
 */
export function siteUrlFor(env: SiteEnv): string {
  if (!env.SITE_URL) throw new Error(siteUrlMessages.missingSiteUrl);
  return env.SITE_URL.replace(/\/+$/, '');
}
