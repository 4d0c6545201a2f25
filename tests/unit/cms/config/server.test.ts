import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtConfig, root } from './built-config.js';

/** By default only the site's port faces the network: Strapi listens on loopback, and compose publishes it there. */
describe("Strapi's exposure by default", () => {
  it('listens on loopback only', () => {
    expect(builtConfig('server').host).toBe('127.0.0.1');
  });

  it("is published by docker compose on the host's loopback only", () => {
    const compose = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
    const cms = compose.slice(compose.indexOf('\n  cms:'), compose.indexOf('\n  adapters:'));
    const published = [...cms.matchAll(/^\s+- "([^"]*:1337)"$/gm)].map((m) => m[1]);
    expect(published.length).toBeGreaterThan(0);
    for (const mapping of published) expect(mapping).toMatch(/^127\.0\.0\.1:/);
  });
});
