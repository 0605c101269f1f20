// The header's theme switch (docs/product/public-site.md §4): what it says in each colour mode and
// the attribute that marks it. Shared with the Worker, whose wake script switches the theme of a
// server-rendered page before its app has loaded, without loading it (worker/lib/wake-script.ts).
export const themeSwitchLabels = {
  light: 'Switch to dark mode',
  dark: 'Switch to light mode',
} as const;

export const themeSwitchAttribute = 'data-theme-switch';
