import { describe, expect, it } from 'vitest';
import { visitorHasher } from '../../../../adapters/src/analytics/visitor.js';

const DAY = 24 * 60 * 60_000;
const UA = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0';

describe('visitor hash', () => {
  it('is the same for one address and browser within a day, different for another address or browser', () => {
    let now = 10 * DAY + 1000;
    const hash = visitorHasher(() => now);
    const first = hash('203.0.113.1', UA);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    now += DAY - 2000;
    expect(hash('203.0.113.1', UA)).toBe(first);
    expect(hash('203.0.113.2', UA)).not.toBe(first);
    expect(hash('203.0.113.1', `${UA} x`)).not.toBe(first);
  });

  it('changes when the UTC day changes: a new salt, the old one forgotten', () => {
    let now = 10 * DAY + 5000;
    let salts = 0;
    const hash = visitorHasher(
      () => now,
      () => {
        salts += 1;
        return Buffer.from(`salt-${salts}`);
      },
    );
    const monday = hash('203.0.113.1', UA);
    now = 11 * DAY;
    const tuesday = hash('203.0.113.1', UA);
    expect(tuesday).not.toBe(monday);
    expect(salts).toBe(2);
    // The same day again (no going back): the salt stays.
    expect(hash('203.0.113.1', UA)).toBe(tuesday);
    expect(salts).toBe(2);
  });

  it('contains neither the address nor the user agent, and is not their plain hash', () => {
    const hash = visitorHasher(() => 0, () => Buffer.from('salt'));
    const value = hash('203.0.113.1', UA);
    expect(value).not.toContain('203');
    expect(visitorHasher(() => 0, () => Buffer.from('other'))('203.0.113.1', UA)).not.toBe(value);
  });
});
