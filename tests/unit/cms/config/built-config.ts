import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtFile } from '../../../support/built.js';

/** Strapi's built configuration (cms/dist/config), read with an empty environment, as `npm start` runs it. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const require = createRequire(import.meta.url);

/** Strapi's `env` helper over an empty environment: every call gives its default. */
const emptyEnv = Object.assign((_name: string, fallback?: unknown) => fallback, {
  int: (_name: string, fallback?: unknown) => fallback,
  bool: (_name: string, fallback?: unknown) => fallback,
  array: (_name: string, fallback?: unknown) => fallback ?? [],
});

export function builtConfig(name: string): Record<string, unknown> {
  const mod = require(builtFile(`cms/dist/config/${name}.js`));
  return (mod.default ?? mod)({ env: emptyEnv });
}
