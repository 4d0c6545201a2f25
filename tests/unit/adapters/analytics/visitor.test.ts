import { afterEach, describe, expect, it } from 'vitest';
import { visitorHash } from '../../../../adapters/src/analytics/visitor.js';
import { localDaySalts, sharedDaySalts, type DaySalts } from '../../../../adapters/src/analytics/day-salt.js';
import type { Channel } from '../../../../adapters/src/bus/pg-channel.js';

const DAY = 24 * 60 * 60_000;
const UA = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0';
const SECRET = 'a-purge-secret-of-at-least-32-characters!';

describe('visitor hash', () => {
  it('is the same for one address and browser with one salt, different for another address, browser or salt', () => {
    const hash = visitorHash(Buffer.from('salt'));
    const first = hash('203.0.113.1', UA);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(hash('203.0.113.1', UA)).toBe(first);
    expect(hash('203.0.113.2', UA)).not.toBe(first);
    expect(hash('203.0.113.1', `${UA} x`)).not.toBe(first);
    expect(visitorHash(Buffer.from('other'))('203.0.113.1', UA)).not.toBe(first);
    expect(first).not.toContain('203');
  });
});

describe("one instance's salt", () => {
  it('stays the day, and is replaced when the UTC day changes', async () => {
    const salts = localDaySalts();
    const morning = await salts.of(10 * DAY + 1000);
    expect(morning).toHaveLength(32);
    expect(await salts.of(11 * DAY - 1000)).toBe(morning);
    const next = await salts.of(11 * DAY);
    expect(next.equals(morning)).toBe(false);
  });
});

/** The notification channel as PostgreSQL delivers it: every message to every listener, the sender too. */
function bus() {
  const listeners = new Set<(payload: string) => void>();
  const sent: string[] = [];
  const open = async (receive: (payload: string) => void): Promise<Channel> => {
    listeners.add(receive);
    return {
      publish: async (payload) => {
        sent.push(payload);
        // Delivered after the sender's statement returns, as a NOTIFY is on commit.
        setTimeout(() => listeners.forEach((listener) => listener(payload)), 1);
      },
      close: async () => void listeners.delete(receive),
    };
  };
  return { open, sent };
}

describe('the salt shared by several instances', () => {
  const opened: DaySalts[] = [];
  const instance = async (open: ReturnType<typeof bus>['open'], secret = SECRET) => {
    const salts = await sharedDaySalts(open, secret, 30);
    opened.push(salts);
    return salts;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((salts) => salts.close()));
  });

  it("an instance that starts later asks and hashes with the day's salt the first one made", async () => {
    const channel = bus();
    const first = await instance(channel.open);
    const at = 20 * DAY + 3600_000;
    const salt = await first.of(at);
    const second = await instance(channel.open);
    expect((await second.of(at + 60_000)).equals(salt)).toBe(true);
    expect(visitorHash(await second.of(at))('203.0.113.1', UA)).toBe(visitorHash(salt)('203.0.113.1', UA));
    // The next day is another salt, agreed the same way.
    const tomorrow = await second.of(at + DAY);
    expect(tomorrow.equals(salt)).toBe(false);
    expect((await first.of(at + DAY)).equals(tomorrow)).toBe(true);
  });

  it('two instances that begin the day together settle on one salt', async () => {
    const channel = bus();
    const [a, b] = await Promise.all([instance(channel.open), instance(channel.open)]);
    const at = 30 * DAY + 10;
    await Promise.all([a.of(at), b.of(at)]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await a.of(at)).equals(await b.of(at))).toBe(true);
  });

  it('the salt never crosses the channel readable, and an instance without the secret cannot take it', async () => {
    const channel = bus();
    const first = await instance(channel.open);
    const salt = await first.of(40 * DAY);
    const stranger = await instance(channel.open, 'another-secret-of-at-least-32-characters');
    expect((await stranger.of(40 * DAY)).equals(salt)).toBe(false);
    const text = channel.sent.join('\n');
    expect(channel.sent.length).toBeGreaterThan(0);
    for (const form of [salt.toString('base64'), salt.toString('hex')]) expect(text).not.toContain(form);
  });
});
