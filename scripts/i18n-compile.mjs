#!/usr/bin/env node
// `node scripts/i18n-compile.mjs`: compiles the interface's message catalogs (frontend/src/i18n/catalogs/<locale>.json,
// and an area's, loaded only by its screens, in catalogs/<area>/<locale>.json; ICU MessageFormat, written by
// translators) into Lingui's compiled form (frontend/src/i18n/compiled/<locale>.ts, compiled/<area>/<locale>.ts),
// so the browser ships no message parser (docs/decisions/0025-interface-languages.md). Run it after editing a
// catalog; tests/unit/frontend/i18n-catalogs.test.ts fails when a compiled file is out of date or a key is missing.
// `--check` writes nothing and exits 1 when a compiled file differs from what it would write.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { writeIfChanged } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const catalogs = path.join(root, 'frontend/src/i18n/catalogs');
const compiled = path.join(root, 'frontend/src/i18n/compiled');

/** The compiled module of one catalog (its messages in Lingui's compiled form), as the file's text. */
export function compiledModule(locale, catalog, area = '') {
  const entries = Object.entries(catalog).map(([id, message]) => `  ${JSON.stringify(id)}: ${JSON.stringify(compileMessage(message))},`);
  return [
    `// Compiled from catalogs/${area ? `${area}/` : ''}${locale}.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.`,
    "import type { Messages } from '@lingui/core';",
    '',
    'export const messages: Messages = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}

/** The interface's areas with catalogs of their own (catalogs/<area>/), '' for the catalogs every page loads. */
export function catalogAreas() {
  const areas = readdirSync(catalogs, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  return ['', ...areas.sort()];
}

export function compileAll({ check = false } = {}) {
  const stale = [];
  for (const area of catalogAreas()) {
    for (const file of readdirSync(path.join(catalogs, area)).filter((f) => f.endsWith('.json')).sort()) {
      const name = compileOne(area, file, check);
      if (name) stale.push(name);
    }
  }
  return stale;
}

/** Compiles catalogs/<area>/<file>; its name when the compiled file was (or, with `check`, would be) rewritten. */
function compileOne(area, file, check) {
  const locale = file.slice(0, -'.json'.length);
  const text = compiledModule(locale, JSON.parse(readFileSync(path.join(catalogs, area, file), 'utf8')), area);
  const target = path.join(compiled, area, `${locale}.ts`);
  if (!writeIfChanged(target, text, { check })) return null;
  return area ? `${area}/${locale}` : locale;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const stale = compileAll({ check });
  if (check && stale.length) {
    console.error(`compiled catalogs out of date: ${stale.join(', ')} (run node scripts/i18n-compile.mjs)`);
    process.exit(1);
  }
  console.log(stale.length ? `${check ? 'stale' : 'compiled'}: ${stale.join(', ')}` : 'compiled catalogs up to date');
}
