import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Finding 2 (issue 7): by default only the site port faces the network. Strapi's built configuration is read
 * with an empty environment (as `npm start` runs it), and docker-compose publishes Strapi on loopback only.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

/** Strapi's `env` helper over an empty environment: every call gives its default. */
const emptyEnv = Object.assign((_name: string, fallback?: unknown) => fallback, {
  int: (_name: string, fallback?: unknown) => fallback,
  bool: (_name: string, fallback?: unknown) => fallback,
  array: (_name: string, fallback?: unknown) => fallback ?? [],
});

function builtConfig(name: string): Record<string, unknown> {
  const mod = require(path.join(root, 'cms/dist/config', `${name}.js`));
  return (mod.default ?? mod)({ env: emptyEnv });
}

describe("Strapi's exposure by default", () => {
  it('listens on loopback only', () => {
    expect(builtConfig('server').host).toBe('127.0.0.1');
  });

  it('trusts forwarded client addresses from loopback (the adapters) only', () => {
    expect(builtConfig('sign-in').trustedProxies).toEqual(['loopback']);
  });

  it("is published by docker compose on the host's loopback only", () => {
    const compose = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
    const cms = compose.slice(compose.indexOf('\n  cms:'), compose.indexOf('\n  adapters:'));
    const published = [...cms.matchAll(/^\s+- "([^"]*:1337)"$/gm)].map((m) => m[1]);
    expect(published.length).toBeGreaterThan(0);
    for (const mapping of published) expect(mapping).toMatch(/^127\.0\.0\.1:/);
  });
});
