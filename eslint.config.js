// ESLint flat config for the whole workspace (ESLint 10): `npm run lint` / `npx eslint .` from the root.
// CommonJS on purpose: the root package.json has no "type": "module", and an ESM .js config here makes
// Node warn and re-parse it on every run.
const js = require('@eslint/js');
const globals = require('globals');
const tseslint = require('typescript-eslint');
const { defineConfig, globalIgnores } = require('eslint/config');

const unusedOptions = {
  args: 'after-used',
  argsIgnorePattern: '^_',
  varsIgnorePattern: '^_',
  caughtErrorsIgnorePattern: '^_',
  destructuredArrayIgnorePattern: '^_',
  ignoreRestSiblings: true,
};

module.exports = defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    'frontend/dist-ssr/',
    '**/build/',
    'cms/.strapi/',
    'cms/types/generated/',
    'cms/.cache/',
    'cms/public/',
    'coverage/',
    'playwright-report/',
    'test-results/',
  ]),

  // Everything runs on Node.js (scripts, Strapi, the adapters, tests, config files) ...
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    extends: [js.configs.recommended],
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      // `_`-prefixed names are unused on purpose (Express's 4-argument error handlers, dropping a field).
      'no-unused-vars': ['error', unusedOptions],
    },
  },
  // ... except the reader site, which runs in the browser.
  {
    files: ['frontend/src/**/*.{js,ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // This file and any other .cjs file are CommonJS.
  {
    files: ['eslint.config.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },

  // TypeScript: typescript-eslint's parser and recommended rules.
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    rules: {
      'no-unused-vars': 'off',
      '@typescript-eslint/no-unused-vars': ['error', unusedOptions],
    },
  },
  // Playwright reads a fixture's first parameter as a destructuring pattern: `async ({}, use) => ...`.
  {
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  // `any` is intentional where the code meets untyped shapes: Strapi hands plugin extensions an untyped
  // plugin object and `strapi` instance, and the tests read arbitrary JSON response bodies. Still shown,
  // as warnings; everywhere else `any` stays an error.
  {
    files: ['cms/src/extensions/**/*.ts', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'warn' },
  },
);
