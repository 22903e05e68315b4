// The look of the app: Chakra's default theme with a dark trading palette, a brand colour and
// the semantic tokens `up` and `down` for prices that rose or fell. The app always runs with the
// `dark` class on <html> (set in index.html), so semantic tokens take their `_dark` values.
//
// Recipes are listed one by one instead of taking all of `defaultConfig`: only those of the
// components the app uses (and a few it is about to: drawer, separator, icon), since each one
// weighs on every page load. A Chakra component whose recipe is missing here renders unstyled:
// add its recipe below (tests/unit/app/theme-recipes.test.ts fails until it is there).
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import * as theme from '@chakra-ui/react/theme';
import { staticClassesCss } from './static-classes';

const recipes = {
  badge: theme.badgeRecipe,
  button: theme.buttonRecipe,
  checkmark: theme.checkmarkRecipe,
  code: theme.codeRecipe,
  heading: theme.headingRecipe,
  icon: theme.iconRecipe,
  input: theme.inputRecipe,
  link: theme.linkRecipe,
  radiomark: theme.radiomarkRecipe,
  separator: theme.separatorRecipe,
  spinner: theme.spinnerRecipe,
  textarea: theme.textareaRecipe,
};

const slotRecipes = {
  alert: theme.alertSlotRecipe,
  card: theme.cardSlotRecipe,
  checkbox: theme.checkboxSlotRecipe,
  dataList: theme.dataListSlotRecipe,
  dialog: theme.dialogSlotRecipe,
  drawer: theme.drawerSlotRecipe,
  field: theme.fieldSlotRecipe,
  list: theme.listSlotRecipe,
  menu: theme.menuSlotRecipe,
  nativeSelect: theme.nativeSelectSlotRecipe,
  progress: theme.progressSlotRecipe,
  radioGroup: theme.radioGroupSlotRecipe,
  stat: theme.statSlotRecipe,
  table: theme.tableSlotRecipe,
  tabs: theme.tabsSlotRecipe,
  toast: theme.toastSlotRecipe,
};

/**
 * Chakra's palettes the app never draws with. Every palette is a set of tokens and semantic tokens
 * the system builds and writes as CSS variables on each page load, so these are left out; the app
 * uses gray, red, orange, yellow, green, blue (the alert's `info`) and its own `brand`
 * (tests/unit/app/theme-recipes.test.ts fails when a palette the app names is missing).
 */
const unusedPalettes = new Set(['teal', 'cyan', 'purple', 'pink']);

function withoutUnusedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !unusedPalettes.has(name))) as T;
}

type TokenTree = { [key: string]: unknown };

/**
 * Semantic tokens as the dark theme reads them: a value given per colour mode (`{ _light, _dark }`)
 * becomes its `_dark` value. The app is dark only, so the CSS is the same, and the system neither
 * builds nor writes a light set of variables at every start.
 */
export function darkValues<T extends TokenTree>(tree: T): T {
  return Object.fromEntries(Object.entries(tree).map(([key, node]) => {
    if (!node || typeof node !== 'object') return [key, node];
    const token = node as { value?: unknown };
    if ('value' in token && token.value && typeof token.value === 'object' && '_dark' in token.value) {
      return [key, { ...token, value: (token.value as { _dark: unknown })._dark }];
    }
    return [key, 'value' in token ? token : darkValues(node as TokenTree)];
  })) as T;
}

/** Chakra's default theme (tokens, text and layer styles, global CSS) with the recipes above. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: theme.cssVarsPrefix,
  cssVarsRoot: theme.cssVarsRoot,
  globalCss: theme.globalCss,
  theme: {
    breakpoints: theme.breakpoints,
    keyframes: theme.keyframes,
    tokens: { ...theme.tokens, colors: withoutUnusedPalettes(theme.tokens.colors) },
    semanticTokens: darkValues({ ...theme.semanticTokens, colors: withoutUnusedPalettes(theme.semanticTokens.colors) }),
    recipes,
    slotRecipes,
    textStyles: theme.textStyles,
    layerStyles: theme.layerStyles,
    animationStyles: theme.animationStyles,
  },
});

const meridian = defineConfig({
  globalCss: {
    // No minimum width: the desktop design is for 1366 px and up, and every screen also works from
    // 360 px (DESIGN §3), with the viewport at the device's width (index.html).
    html: { colorScheme: 'dark', colorPalette: 'brand' },
    body: { bg: 'bg', color: 'fg', minHeight: '100vh' },
    a: { textDecoration: 'none' },
    ...staticClassesCss,
  },
  theme: {
    tokens: {
      fonts: {
        // System faces cover every script of the 12 languages without loading web fonts.
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'Helvetica Neue', Arial, sans-serif" },
        heading: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'Helvetica Neue', Arial, sans-serif" },
        mono: { value: "ui-monospace, 'SF Mono', Menlo, Consolas, monospace" },
      },
      colors: {
        brand: {
          50: { value: '#e6fbf8' },
          100: { value: '#c1f3ec' },
          200: { value: '#8ee8dc' },
          300: { value: '#55d8c8' },
          400: { value: '#2cc4b3' },
          500: { value: '#16a899' },
          600: { value: '#0f7e73' },
          700: { value: '#0e6b63' },
          800: { value: '#0f5550' },
          900: { value: '#0d3f3b' },
          950: { value: '#062624' },
        },
        night: {
          900: { value: '#0b0f14' },
          850: { value: '#0f141a' },
          800: { value: '#131a21' },
          700: { value: '#19222b' },
          600: { value: '#222d38' },
          500: { value: '#2d3a47' },
        },
      },
    },
    semanticTokens: darkValues({
      colors: {
        brand: {
          // White on the solid colour keeps 4.94:1 (WCAG AA asks 4.5:1 for text).
          solid: { value: '{colors.brand.600}' },
          contrast: { value: '{colors.white}' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.400}' },
        },
        // Buy buttons: white on Chakra's green.600 is 3.3:1; this green keeps 5.02:1.
        green: {
          solid: { value: '#15803d' },
        },
        fg: {
          // Dates, hints and the footer: 4.65:1 on the lightest dark surface (bg.emphasized),
          // where Chakra's gray.500 gave 3.6:1 on panels.
          subtle: { value: { _light: '{colors.gray.600}', _dark: '#94949d' } },
        },
        up: {
          DEFAULT: { value: { _light: '#0f9d6b', _dark: '#2ebd85' } },
          subtle: { value: { _light: '#e3f6ee', _dark: 'rgba(46, 189, 133, 0.12)' } },
        },
        down: {
          DEFAULT: { value: { _light: '#d63a4c', _dark: '#f0566a' } },
          subtle: { value: { _light: '#fde8eb', _dark: 'rgba(240, 86, 106, 0.12)' } },
        },
        bg: {
          DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.night.900}' } },
          subtle: { value: { _light: '{colors.gray.50}', _dark: '{colors.night.850}' } },
          panel: { value: { _light: '{colors.white}', _dark: '{colors.night.800}' } },
          muted: { value: { _light: '{colors.gray.100}', _dark: '{colors.night.700}' } },
          emphasized: { value: { _light: '{colors.gray.200}', _dark: '{colors.night.600}' } },
        },
        border: {
          DEFAULT: { value: { _light: '{colors.gray.200}', _dark: '{colors.night.600}' } },
          muted: { value: { _light: '{colors.gray.100}', _dark: '{colors.night.700}' } },
          emphasized: { value: { _light: '{colors.gray.300}', _dark: '{colors.night.500}' } },
        },
      },
    }),
  },
});

let system: SystemContext | undefined;

/**
 * The app's Chakra system, built on first use. Building it is a good part of the work at start:
 * done by the first render rather than while the modules load, it is a task of its own instead of
 * lengthening the one that evaluates them.
 */
export function appSystem(): SystemContext {
  return (system ??= createSystem(defaultBaseConfig, chakraTheme, meridian));
}
