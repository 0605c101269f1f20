// How a server-rendered page's controls tell the wake script (worker/lib/wake-script.ts) who
// answers them before the app has loaded (docs/decisions/006). Links and forms with an action need
// no mark; this one does.

/**
 * Marks a control an island of the page answers before the app has loaded (the selection bar's
 * Clear): the wake script leaves it to the island while the island runs.
 */
export const islandControlAttribute = 'data-island-control';
