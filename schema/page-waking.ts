// How a server-rendered page's controls tell the wake script (worker/lib/wake-script.ts) who
// answers them before the app has loaded (docs/decisions/006). Links and forms with an action need
// no mark; these two do.

/**
 * Marks a control an island of the page answers before the app has loaded (the selection bar's
 * Clear): the wake script leaves it to the island while the island runs.
 */
export const islandControlAttribute = 'data-island-control';

/**
 * Marks a part of a page whose controls only the app answers (a profile's booking times): a page
 * with one fetches the app's entry ahead while idle, as its first press there wakes the app.
 */
export const needsAppAttribute = 'data-needs-app';
