// The header's theme switch (docs/product/public-site.md §4): what it says in each colour mode and
// the attribute that marks it. Shared with the Worker, whose wake script switches the theme of a
// server-rendered page before its app has loaded, without loading it (worker/lib/wake-script.ts).
export const themeSwitchLabels = {
  light: 'Switch to dark mode',
  dark: 'Switch to light mode',
} as const;

export const themeSwitchAttribute = 'data-theme-switch';

/**
 * Set on the switch, with the mode asked for, from the press until the page has restyled: the
 * press's own frame turns the switch's icon at once, and the whole page follows in the next.
 */
export const switchingThemeAttribute = 'data-switching-to';
