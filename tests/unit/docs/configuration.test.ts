import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/configuration.md names every environment variable the code reads, and only those: a variable read anywhere
 * in the repository (the site's environment schema, Strapi's `env()` calls, `process.env`, Vite's `import.meta.env`,
 * docker-compose.yml) and missing from the page fails, and so does a documented one that nothing reads. Folders are
 * walked whole, so a file moving inside them changes nothing here.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const thisFile = fileURLToPath(import.meta.url);
const DOC = 'docs/configuration.md';

/** Where code that reads the environment lives (folders are walked recursively). */
const SOURCES = ['adapters/src', 'cms/config', 'cms/src', 'scripts', 'frontend/src', 'frontend/vite.config.ts', 'packages', 'bench', 'tests'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-ssr', 'build', 'results', 'fixtures', 'generated', 'coverage']);
const CODE = /\.(?:[cm]?[jt]s|tsx)$/;

/** Read by a dependency, not by our code: each with the file that reads it (checked to still do so). */
const READ_BY_DEPENDENCIES: Record<string, string> = {
  JWT_SECRET: 'node_modules/@strapi/plugin-users-permissions/dist/server/config.js',
};

/** Read by our code but set by the tools, never by whoever runs Bulletin: not documented. */
const NOT_CONFIGURATION: Record<string, string> = {
  INIT_CWD: 'npm sets it for every script: the folder the command was typed in',
};

const READS = [
  // Strapi's env helper in cms/config: env('X'), env.int('X', …), env.bool, env.array …
  /\benv(?:\.(?:int|float|bool|json|array|date|oneOf))?\(\s*['"`]([A-Z][A-Z0-9_]*)['"`]/g,
  /\bprocess\.env\.([A-Z][A-Z0-9_]*)/g,
  /\bprocess\.env\[\s*['"`]([A-Z][A-Z0-9_]*)['"`]\s*\]/g,
  /\bimport\.meta\.env\.(VITE_[A-Z0-9_]*)/g,
];
/** `const { A, B: b } = process.env` */
const DESTRUCTURED = /\{([^{}]*)\}\s*=\s*process\.env\b/g;
/** docker compose's own interpolation, `${X}` / `${X:-default}` (`$${X}` is the container's, escaped). */
const COMPOSE = /(?<!\$)\$\{([A-Z][A-Z0-9_]*)/g;

function codeFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return CODE.test(full) ? [full] : [];
  return readdirSync(full, { withFileTypes: true }).flatMap((item) => {
    if (item.isDirectory()) return SKIPPED_DIRS.has(item.name) || item.name.startsWith('.') ? [] : codeFiles(path.join(entry, item.name));
    return CODE.test(item.name) ? [path.join(full, item.name)] : [];
  });
}

function matches(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((match) => match[1]!);
}

/** Every variable the code reads, by regular expression, with the files that read it. */
function scannedReads(): Map<string, string[]> {
  const reads = new Map<string, string[]>();
  const note = (name: string, file: string) => reads.set(name, [...(reads.get(name) ?? []), path.relative(root, file)]);
  for (const file of SOURCES.flatMap(codeFiles)) {
    if (file === thisFile) continue;
    const text = readFileSync(file, 'utf8');
    for (const pattern of READS) for (const name of matches(text, pattern)) note(name, file);
    for (const list of matches(text, DESTRUCTURED)) {
      for (const part of list.split(',')) {
        const name = part.split(':')[0]!.trim();
        if (/^[A-Z][A-Z0-9_]*$/.test(name)) note(name, file);
      }
    }
  }
  const compose = path.join(root, 'docker-compose.yml');
  for (const name of matches(readFileSync(compose, 'utf8'), COMPOSE)) note(name, compose);
  return reads;
}

/** The site's environment schema: the keys `readEnv` asks of its source (a recording Proxy), wherever the module lives. */
async function siteEnvKeys(): Promise<string[]> {
  const module = codeFiles('adapters/src').find((file) => /export function readEnv\(/.test(readFileSync(file, 'utf8')));
  if (!module) throw new Error('no module under adapters/src exports readEnv (the site environment schema)');
  const { readEnv } = (await import(pathToFileURL(module).href)) as { readEnv: (source: NodeJS.ProcessEnv) => unknown };
  const asked = new Set<string>();
  const source = new Proxy({} as NodeJS.ProcessEnv, {
    get: (_target, key) => {
      if (typeof key === 'string' && /^[A-Z][A-Z0-9_]*$/.test(key)) asked.add(key);
      return undefined;
    },
  });
  try {
    readEnv(source);
  } catch {
    // An empty environment may be refused (PURGE_SECRET); every key was asked for before that.
  }
  return [...asked];
}

/** The variables docs/configuration.md documents: the names in the first cell of its tables' rows. */
function documented(): Set<string> {
  const names = new Set<string>();
  for (const line of readFileSync(path.join(root, DOC), 'utf8').split('\n')) {
    if (!line.startsWith('|') || /^\|\s*-/.test(line)) continue;
    const firstCell = line.split('|')[1] ?? '';
    for (const name of matches(firstCell, /`([A-Z][A-Z0-9_]*)`/g)) names.add(name);
  }
  return names;
}

describe(DOC, () => {
  it('documents every variable the code reads', async () => {
    const reads = scannedReads();
    for (const key of await siteEnvKeys()) reads.set(key, [...(reads.get(key) ?? []), 'the site environment schema (readEnv)']);
    const docs = documented();
    const missing = [...reads.keys()]
      .filter((name) => !docs.has(name) && !(name in NOT_CONFIGURATION))
      .sort()
      .map((name) => `${name} (read in ${[...new Set(reads.get(name))].join(', ')})`);
    expect(missing, `read by the code but missing from ${DOC}`).toEqual([]);
  });

  it('documents no variable that nothing reads', async () => {
    const read = new Set([...scannedReads().keys(), ...(await siteEnvKeys())]);
    for (const [name, file] of Object.entries(READ_BY_DEPENDENCIES)) {
      if (readFileSync(path.join(root, file), 'utf8').includes(name)) read.add(name);
    }
    const unread = [...documented()].filter((name) => !read.has(name)).sort();
    expect(unread, `in ${DOC} but read by no code`).toEqual([]);
  });

  it('finds the reads it checks (the scan is not empty)', async () => {
    const reads = scannedReads();
    const site = await siteEnvKeys();
    // One variable from each kind of reader: the site's schema, Strapi's env(), process.env, Vite, docker compose.
    expect(site).toContain('READ_CACHE_MAX_BYTES');
    expect(reads.get('SESSION_TTL_REMEMBERED')?.some((file) => file.startsWith('cms/config/'))).toBe(true);
    expect(reads.get('BULLETIN_SEED')?.some((file) => file.startsWith('cms/src/'))).toBe(true);
    expect(reads.get('VITE_API_URL')?.some((file) => file.startsWith('frontend/'))).toBe(true);
    expect(reads.get('ADAPTERS_REPLICAS')).toEqual(['docker-compose.yml']);
    expect(documented().size).toBeGreaterThan(60);
  });
});
