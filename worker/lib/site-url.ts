// The site's public address, which every link in a mail starts with. It is configuration
// (SITE_URL), not the request's Host, so no request can point a mailed link at another site.

/** The Worker's settings this module reads (see env.ts). */
type SiteEnv = Partial<Record<'APP_ENV' | 'SITE_URL', string>>;

export const siteUrlMessages = {
  productionSiteUrl:
    "APP_ENV=production needs SITE_URL, the site's public address (https://…): every link in a mail starts with it.",
} as const;

/**
 * The address mailed links start with, without a trailing slash. Production without SITE_URL
 * throws, like the Stripe key rule: a misconfigured deploy must not mail links to a guessed site.
 * Elsewhere (a bare `wrangler dev`; `npm run dev` and the tests set it) the Worker's own address.
 */
export function siteUrlFor(env: SiteEnv, requestUrl: string): string {
  if (env.SITE_URL) return env.SITE_URL.replace(/\/+$/, '');
  if (env.APP_ENV === 'production') throw new Error(siteUrlMessages.productionSiteUrl);
  return new URL(requestUrl).origin;
}
