import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * What `npm run build` makes and the stack serves: the adapters and Strapi's server code, the site's pages and its
 * server entry. Integration and end-to-end tests need all of it; a missing file fails them with what to run,
 * never a silent skip.
 */
export const BUILT_FILES = [
  'adapters/dist/server.js',
  'cms/dist/src/index.js',
  'frontend/dist/index.html',
  'frontend/dist-ssr/entry-server.js',
] as const;

/** The absolute path of a built file (relative to the repository); throws, saying what to run, when it is missing. */
export function builtFile(file: string): string {
  const full = path.join(root, file);
  if (!existsSync(full)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return full;
}

/** Fails when any of `files` has not been built. */
export function assertBuilt(files: readonly string[] = BUILT_FILES): void {
  for (const file of files) builtFile(file);
}
