#!/usr/bin/env node
// `node scripts/font-fallbacks.mjs`: writes the fallback faces of the script fonts (frontend/src/i18n/fonts/fallbacks/
// <script>.css), so the swap from a system font to the self-hosted Noto font moves nothing on the page
// (docs/decisions/0025-interface-languages.md). Run it after upgrading an @fontsource/noto-sans-* package;
// tests/unit/scripts/font-fallbacks.test.ts fails when a written file is out of date. `--check` writes nothing and
// exits 1 when a file differs from what it would write.
//
// How the numbers are found: each Noto font's regular WOFF file (the one @fontsource ships for the script's subset)
// is read here, table by table (WOFF 1.0: zlib-compressed SFNT tables): `head.unitsPerEm`, the line metrics of
// `hhea` (ascender, descender, lineGap), or of `OS/2` (sTypoAscender, sTypoDescender, sTypoLineGap) when its
// fsSelection asks for them (USE_TYPO_METRICS, bit 7), as browsers do. The fallback face is the platform's own font
// for the script (Windows' Nirmala UI, Apple's Sangam MN, the system Noto or Lohit on Android and Linux) with the
// Noto font's ascent, descent and line gap as overrides (each a share of the em): every line then has the height
// and baseline it will have in Noto. `size-adjust` stays 100 %: widths cannot be matched for every platform at
// once (each has another font), and a ratio of Latin widths (what metric libraries such as @capsizecss/metrics
// record) says nothing of these scripts' glyphs, whose em-relative sizes are designed alike.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { writeIfChanged } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'frontend/src/i18n/fonts/fallbacks');

/** The scripts the site's languages are written in: the Noto family, its @fontsource package and the local fonts. */
export const SCRIPTS = [
  { script: 'devanagari', family: 'Noto Sans Devanagari', apple: 'Devanagari Sangam MN', lohit: 'Lohit Devanagari' },
  { script: 'kannada', family: 'Noto Sans Kannada', apple: 'Kannada Sangam MN', lohit: 'Lohit Kannada' },
  { script: 'tamil', family: 'Noto Sans Tamil', apple: 'Tamil Sangam MN', lohit: 'Lohit Tamil' },
  { script: 'bengali', family: 'Noto Sans Bengali', apple: 'Bangla Sangam MN', lohit: 'Lohit Bengali' },
  { script: 'malayalam', family: 'Noto Sans Malayalam', apple: 'Malayalam Sangam MN', lohit: 'Lohit Malayalam' },
  { script: 'telugu', family: 'Noto Sans Telugu', apple: 'Telugu Sangam MN', lohit: 'Lohit Telugu' },
  { script: 'gujarati', family: 'Noto Sans Gujarati', apple: 'Gujarati Sangam MN', lohit: 'Lohit Gujarati' },
];

const packageDir = (family) => path.join(root, 'node_modules/@fontsource', family.toLowerCase().replace(/ /g, '-'));

/** The SFNT tables of a WOFF 1.0 file, by tag. */
function woffTables(bytes) {
  if (bytes.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file');
  const tables = new Map();
  const count = bytes.readUInt16BE(12);
  for (let i = 0; i < count; i++) {
    const entry = 44 + i * 20;
    const tag = bytes.toString('latin1', entry, entry + 4);
    const offset = bytes.readUInt32BE(entry + 4);
    const compressed = bytes.readUInt32BE(entry + 8);
    const original = bytes.readUInt32BE(entry + 12);
    const data = bytes.subarray(offset, offset + compressed);
    tables.set(tag, compressed < original ? inflateSync(data) : data);
  }
  return tables;
}

/** A font's line metrics in font units, as a browser uses them. */
export function lineMetrics(bytes) {
  const tables = woffTables(bytes);
  const head = tables.get('head');
  const hhea = tables.get('hhea');
  const os2 = tables.get('OS/2');
  const unitsPerEm = head.readUInt16BE(18);
  const useTypo = os2 !== undefined && (os2.readUInt16BE(62) & (1 << 7)) !== 0;
  if (useTypo) return { unitsPerEm, ascent: os2.readInt16BE(68), descent: os2.readInt16BE(70), lineGap: os2.readInt16BE(72) };
  return { unitsPerEm, ascent: hhea.readInt16BE(4), descent: hhea.readInt16BE(6), lineGap: hhea.readInt16BE(8) };
}

const percent = (units, unitsPerEm) => `${Number(((Math.abs(units) / unitsPerEm) * 100).toFixed(2))}%`;

/** The fallback face of one script's Noto font, as the file's text. */
export function fallbackCss({ script, family, apple, lohit }) {
  const dir = packageDir(family);
  const metrics = lineMetrics(readFileSync(path.join(dir, 'files', `${path.basename(dir)}-${script}-400-normal.woff`)));
  const range = JSON.parse(readFileSync(path.join(dir, 'unicode.json'), 'utf8'))[script];
  const locals = ['Nirmala UI', apple, `${family} Regular`, family, lohit].map((name) => `local('${name}')`).join(', ');
  return [
    `/* Written by scripts/font-fallbacks.mjs from ${path.basename(dir)}'s regular WOFF file (head, hhea, OS/2): do not edit. */`,
    '@font-face {',
    `  font-family: '${family} Fallback';`,
    `  src: ${locals};`,
    `  unicode-range: ${range};`,
    `  ascent-override: ${percent(metrics.ascent, metrics.unitsPerEm)};`,
    `  descent-override: ${percent(metrics.descent, metrics.unitsPerEm)};`,
    `  line-gap-override: ${percent(metrics.lineGap, metrics.unitsPerEm)};`,
    '  size-adjust: 100%;',
    '}',
    '',
  ].join('\n');
}

export function writeAll({ check = false } = {}) {
  const stale = [];
  for (const font of SCRIPTS) {
    const file = path.join(target, `${font.script}.css`);
    if (writeIfChanged(file, fallbackCss(font), { check })) stale.push(font.script);
  }
  return stale;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const stale = writeAll({ check });
  if (check && stale.length) {
    console.error(`font fallbacks out of date: ${stale.join(', ')} (run node scripts/font-fallbacks.mjs)`);
    process.exit(1);
  }
  console.log(stale.length ? `${check ? 'stale' : 'written'}: ${stale.join(', ')}` : 'font fallbacks up to date');
}
