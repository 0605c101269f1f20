// How a server-rendered page's controls tell the wake script (worker/lib/wake-script.ts) who
// answers them before the app has loaded (docs/decisions/006). Links and forms with an action need
// no mark; this one does.

/**
 * Marks a control an island of the page answers before the app has loaded (the selection bar's
 * Clear, the account menu's Log out): the wake script leaves it to the island while it runs.
 */
export const islandControlAttribute = 'data-island-control';

/**
 * Set on <html> by the head script (worker/lib/color-mode-script.ts) when a sign-in is stored. A
 * server-rendered page is a signed-out visitor's, so the header's account links (Sign In, List My
 * Business, marked `accountLinksAttribute`) stay hidden until the app knows who is signed in
 * (Header removes it), rather than telling a signed-in visitor to sign in while the app loads.
 */
export const signedInAttribute = 'data-signed-in';

/** Marks the header's account links, hidden while `signedInAttribute` is set. */
export const accountLinksAttribute = 'data-account-links';

/**
 * Marks what only a signed-in visitor is offered (a review's Report link): in the markup for
 * everyone, so a page the Worker rendered once for all offers it without its app, and hidden by
 * the global styles unless `signedInAttribute` is set.
 */
export const signedInOnlyAttribute = 'data-signed-in-only';

/**
 * The account island (web/src/islands/account.ts): the page names its files in this meta, and the
 * wake script loads them at once for a stored sign-in, in place of the whole app.
 */
export const accountIslandMeta = 'account-island';

/** The signed-in header's template in every server-rendered page, which the island fills in. */
export const accountTemplateId = 'account-template';

/** The template's parts the island fills in, shows or leaves out, each marked by its attribute. */
export const accountParts = {
  trigger: 'data-account-trigger',
  initials: 'data-account-initials',
  name: 'data-account-name',
  email: 'data-account-email',
  dashboard: 'data-account-dashboard',
  dashboardButton: 'data-account-dashboard-button',
  verification: 'data-account-verification',
  logOut: 'data-account-log-out',
} as const;

/**
 * The field the wake script adds to a form that posts, for a stored sign-in: the page's own post
 * then goes as the visitor's, as the app's would (worker/routes/posted-forms.ts), not as nobody's.
 */
export const postedSessionField = 'session';
