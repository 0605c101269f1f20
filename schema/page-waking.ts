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
  adminDashboard: 'data-account-admin',
  logOut: 'data-account-log-out',
  farewell: 'data-account-farewell',
  farewellTitle: 'data-account-farewell-title',
  farewellDescription: 'data-account-farewell-description',
  farewellClose: 'data-account-farewell-close',
} as const;

/**
 * A template part's mark, as props to spread on the element that is the part:
 * `{...partMark(accountParts, 'name')}`. The islands find it by the same attribute (partsIn).
 */
export const partMark = <Parts extends Record<string, string>>(
  parts: Parts,
  name: keyof Parts,
) => ({
  [parts[name] as string]: '',
});

/**
 * The field the wake script adds to a form that posts, for a stored sign-in: the page's own post
 * then goes as the visitor's, as the app's would (worker/routes/posted-forms.ts), not as nobody's.
 */
export const postedSessionField = 'session';

/**
 * Set on <html> for staff (admin, editor), by the account island or the app: what only staff are
 * offered on a page rendered once for everyone (a hub's Add Article, an article's Edit, marked
 * `staffOnlyAttribute`) shows only then.
 */
export const staffAttribute = 'data-staff';

/** Marks what only staff are offered; hidden by the global styles unless `staffAttribute` is set. */
export const staffOnlyAttribute = 'data-staff-only';

/** The staff quote bell's parts in the account template, each marked by its attribute. */
export const quoteBellParts = {
  bell: 'data-bell',
  trigger: 'data-bell-trigger',
  count: 'data-bell-count',
  close: 'data-bell-close',
  empty: 'data-bell-empty',
  list: 'data-bell-list',
  item: 'data-bell-item',
  route: 'data-bell-route',
  detail: 'data-bell-detail',
  more: 'data-bell-more',
  markAllAsRead: 'data-bell-mark-all',
} as const;

/**
 * The hub's results on a server-rendered page (`hubResultsAttribute`), which the account island
 * completes with staff's drafts, drawn from the draft-card template the hub's pages carry.
 */
export const hubResultsAttribute = 'data-article-results';
export const draftCardTemplateId = 'draft-card-template';
/** In that template, beside its grid and card: the images a card can show, each named by it. */
export const draftCardImageAttribute = 'data-draft-image';
