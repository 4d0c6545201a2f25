#!/usr/bin/env node
// `node scripts/rooms.mjs` (run by `npm run lint`): the frontend's folders import one way only.
//
// frontend/src has shared rooms (lib/ logic, ui/ components, ssr/ server rendering, session/, styles/), features
// (reader/, admin/, account/, frame/) and the composition root (app/ and the entry files at the top, which may
// import anything). A shared room never imports a feature or app/; a feature imports shared rooms only, never
// another feature or app/; and no rooms import each other in a circle. Every import counts: static, dynamic
// (`import()`), type-only and re-exports.
//
// Fails (exit 1) listing each import that breaks a rule. --graph prints the room-to-room imports as well.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'frontend/src');
const SHARED = new Set(['lib', 'ui', 'ssr', 'session', 'styles']);
const FEATURES = new Set(['reader', 'admin', 'account', 'frame']);
/** The composition root: app/ and the files directly in src/ (entry-client, entry-server, start-client). */
const ROOT = '(root)';

const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (/\.(ts|tsx)$/.test(name)) files.push(file);
  }
})(src);

const relative = (file) => path.relative(src, file).split(path.sep).join('/');
/** A file's or a folder's room (`../session` is the folder session/, through its index.ts). */
function roomOf(file) {
  const [first, ...rest] = relative(file).split('/');
  const folder = rest.length > 0 || (existsSync(file) && statSync(file).isDirectory());
  return !folder || first === 'app' ? ROOT : first;
}

const problems = [];
/** room → rooms it imports → the imports, as "from -> to". */
const edges = new Map();
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  for (const { fileName } of importedFiles) {
    if (!fileName.startsWith('.')) continue; // a package
    const target = path.resolve(path.dirname(file), fileName);
    if (!target.startsWith(src + path.sep)) continue;
    const from = roomOf(file);
    const to = roomOf(target);
    if (from === to) continue;
    const line = `${relative(file)} -> ${relative(target)}`;
    if (!edges.has(from)) edges.set(from, new Map());
    edges.get(from).set(to, [...(edges.get(from).get(to) ?? []), line]);
    if (from === ROOT) continue;
    if (to === ROOT) problems.push(`${line}  (only the composition root, app/, imports app/)`);
    else if (SHARED.has(from) && FEATURES.has(to)) problems.push(`${line}  (a shared room imports a feature)`);
    else if (FEATURES.has(from) && FEATURES.has(to)) problems.push(`${line}  (a feature imports another feature)`);
    else if (!SHARED.has(to) && !FEATURES.has(to)) problems.push(`${line}  (${to}/ is no room: add it to scripts/rooms.mjs)`);
  }
}

// Circles between rooms (the composition root aside): a depth-first search over the room graph.
const rooms = [...edges.keys()].filter((room) => room !== ROOT);
const state = new Map();
function visit(room, trail) {
  state.set(room, 'open');
  for (const next of edges.get(room)?.keys() ?? []) {
    if (next === ROOT) continue;
    if (state.get(next) === 'open') {
      const circle = [...trail.slice(trail.indexOf(next)), next];
      const imports = circle.slice(0, -1).map((r, i) => {
        const lines = edges.get(r).get(circle[i + 1]);
        return lines.length > 1 ? `${lines[0]} (and ${lines.length - 1} more)` : lines[0];
      });
      problems.push(`rooms in a circle: ${circle.join(' -> ')}\n      ${imports.join('\n      ')}`);
    } else if (!state.has(next)) visit(next, [...trail, next]);
  }
  state.set(room, 'done');
}
for (const room of rooms) if (!state.has(room)) visit(room, [room]);

if (process.argv.includes('--graph')) {
  for (const [from, tos] of [...edges].sort()) {
    for (const [to, lines] of [...tos].sort()) console.log(`${from} -> ${to} (${lines.length})`);
  }
}
if (problems.length > 0) {
  console.error(`frontend/src: ${problems.length} import(s) against the rooms' direction (scripts/rooms.mjs):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`frontend/src: ${files.length} files, every import goes from the composition root to features to shared rooms, no circle.`);
