import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as schemas from '@bulletin/contract';

const dir = join(import.meta.dirname, '../../../../packages/contract/src');
const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));

describe('the contract package is browser-safe', () => {
  it.each(files)('%s imports only zod and the package\'s own files (and types), and uses no Node globals', (file) => {
    const source = readFileSync(join(dir, file), 'utf8');
    // Type-only imports vanish at build (the allow-list is typed by sanitize-html's options).
    const imports = [...source.matchAll(/^import (?!type )[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]);
    for (const spec of imports) expect(spec === 'zod' || /^\.\.?\/[\w/-]+\.js$/.test(spec ?? '')).toBe(true);
    expect(source).not.toMatch(/\b(Buffer|process|require)\b/);
  });

  it('index re-exports every schema and the constants', () => {
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining([
        'loginSchema',
        'registerSchema',
        'adminUserCreateSchema',
        'userUpdateSchema',
        'articleSchema',
        'categorySchema',
        'commentSchema',
        'newsletterSchema',
        'ROLES',
        'ARTICLE_STATUSES',
      ]),
    );
    expect(schemas.ROLES).toEqual(['user', 'reporter', 'editor', 'admin']);
    expect(schemas.ARTICLE_STATUSES).toEqual(['draft', 'review', 'published', 'archived']);
  });
});
