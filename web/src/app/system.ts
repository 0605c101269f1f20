import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemContext,
} from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  ratingGroupSlotRecipe,
  segmentGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import {
  accountLinksAttribute,
  signedInAttribute,
  signedInOnlyAttribute,
  staffAttribute,
  staffOnlyAttribute,
} from '#schema/page-waking';

/**
 * Chakra's default theme with only the recipes of the components this app uses. Every page pays
 * for the theme before it can respond: `createSystem` merges and prepares each recipe it is given,
 * and the stock `defaultConfig` preset also builds a second, unused system of its own. A component
 * added later needs its recipe here, or it renders unstyled.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      ratingGroup: ratingGroupSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      stat: statSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      // A toast's description at Chakra's 0.8 opacity is white at 80 % on the solid colour, which
      // falls below 4.5:1 on red; at full strength every toast type passes in both themes.
      toast: {
        ...toastSlotRecipe,
        base: {
          ...toastSlotRecipe.base,
          description: { ...toastSlotRecipe.base?.description, opacity: '1' },
        },
      },
    },
  },
});

const systemFontStack =
  "'Inter', 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', sans-serif";

// A calm green brand: every component uses the green palette unless it asks for another.
const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'green' },
    // A signed-in visitor's page offers no Sign In, only theirs offers what needs a sign-in, and
    // only staff's what is staff's (schema/page-waking.ts). Important: a global rule sits in
    // Chakra's base layer, below every style prop (the links' own display).
    [`[${signedInAttribute}] [${accountLinksAttribute}]`]: { display: 'none !important' },
    [`html:not([${signedInAttribute}]) [${signedInOnlyAttribute}]`]: {
      display: 'none !important',
    },
    [`html:not([${staffAttribute}]) [${staffOnlyAttribute}]`]: { display: 'none !important' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: systemFontStack },
        body: { value: systemFontStack },
      },
    },
    // WCAG 2.2 AA in both themes (issue 16). Chakra's green.600 under white text is 3.3:1, so the
    // brand green darkens to green.700 (6.8:1, still 4.5:1 under the hover tint) wherever it
    // carries text; the focus ring and borders keep 3:1 against the page; subtle grey text
    // reaches 4.5:1 on the page's light and dark backgrounds.
    semanticTokens: {
      colors: {
        green: {
          solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } },
          contrast: { value: { _light: '{colors.white}', _dark: '{colors.white}' } },
          fg: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
          focusRing: { value: { _light: '{colors.green.700}', _dark: '{colors.green.400}' } },
          border: { value: { _light: '{colors.green.600}', _dark: '{colors.green.400}' } },
        },
        // Grey controls' focus ring: gray.400 is 2.5:1 on white.
        gray: {
          focusRing: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.400}' } },
        },
        // The Draft badge: orange.600 under white text is 3.6:1.
        orange: {
          solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.500}' } },
        },
        fg: {
          subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.400}' } },
        },
      },
    },
  },
});

let system: SystemContext | undefined;

/**
 * The app's Chakra system, made at its first use. Building it takes a 4×-slowed phone about 0.2 s,
 * which the browser runs in a task of its own (main.tsx, while the page's code downloads) rather
 * than inside the one that evaluates the app, the longest task of waking (issue 27).
 */
export function appSystem(): SystemContext {
  system ??= createSystem(defaultBaseConfig, chakraTheme, config);
  return system;
}
