/**
 * Bulletin's Chakra UI v3 system: Chakra's default tokens and simple recipes, a curated set of slot
 * recipes (the whole default set costs ~15 KB gzip on every page), a `brand` red palette and system fonts.
 *
 * Use `colorPalette="brand"` on buttons/badges, or the tokens `brand.solid`, `brand.fg`, ...
 * Need a Chakra component whose slot recipe is missing below (it then renders unstyled)? Import its
 * `xxxSlotRecipe` from '@chakra-ui/react/theme' and add it to `slotRecipes` — it ships with every newsroom and
 * account screen (reader pages do not load Chakra UI: docs/decisions/0021-reader-pages-without-chakra.md).
 */
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  blockquoteSlotRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  cardSlotRecipe,
  checkboxSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  keyframes,
  layerStyles,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  recipes,
  semanticTokens,
  statSlotRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

const systemFonts = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const config = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      colors: {
        ...tokens.colors,
        brand: {
          50: { value: '#fef2f2' },
          100: { value: '#fee2e2' },
          200: { value: '#fecaca' },
          300: { value: '#fca5a5' },
          400: { value: '#f87171' },
          500: { value: '#ef4444' },
          600: { value: '#dc2626' },
          700: { value: '#b80000' },
          800: { value: '#991b1b' },
          900: { value: '#7f1d1d' },
          950: { value: '#450a0a' },
        },
      },
      fonts: {
        heading: { value: systemFonts },
        body: { value: systemFonts },
        mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        brand: {
          // #b80000 on white is 7.4:1 (AA at any size); #dc2626 (brand.accent) for accents and large text.
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.600}' },
          accent: { value: '{colors.brand.600}' },
        },
      },
    },
    recipes,
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      blockquote: blockquoteSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      stat: statSlotRecipe,
      table: tableSlotRecipe,
      tag: tagSlotRecipe,
    },
    textStyles,
    layerStyles,
    animationStyles,
  },
});

let system: ReturnType<typeof createSystem> | undefined;

/**
 * The system, made on first use: building it (tokens, CSS variables, recipes) is the largest piece of work of
 * starting the app in the browser, so start-client.tsx runs it in a task of its own before hydrating instead
 * of inside the evaluation of every module.
 */
export function appSystem(): ReturnType<typeof createSystem> {
  system ??= createSystem(defaultBaseConfig, config);
  return system;
}
