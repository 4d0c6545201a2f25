// The test stack (tests/support/*.ts) made importable by plain Node: TypeScript's own transpiler (a root
// devDependency) strips the types into node_modules/.bench-support/, two levels below the repository like
// tests/support/, so the files find the repository root and its packages exactly as they do under vitest. Type
// declarations (`.d.ts`) have no JavaScript to make and are left out.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'tests/support');
const target = path.join(root, 'node_modules/.bench-support');

/** Imports tests/support/<name>.ts (and the files it imports from there) as JavaScript. */
export async function importSupport(name) {
  mkdirSync(target, { recursive: true });
  writeFileSync(path.join(target, 'package.json'), '{ "type": "module" }\n');
  for (const file of readdirSync(source).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))) {
    const { outputText } = ts.transpileModule(readFileSync(path.join(source, file), 'utf8'), {
      fileName: file,
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
    });
    writeFileSync(path.join(target, file.replace(/\.ts$/, '.js')), outputText);
  }
  return import(pathToFileURL(path.join(target, `${name}.js`)).href);
}
