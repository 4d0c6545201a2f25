import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { busDatabase, type Env } from '../env.js';
import { openChannel, type Channel } from '../bus/pg-channel.js';
import { log } from '../middleware/request-log.js';

/**
 * The visitor salt of the UTC day (docs/decisions/0028-analytics-storage.md, 0034-analytics-counts.md): random, held in
 * memory only, replaced when the day changes, never written anywhere.
 *
 * With several adapters instances (PostgreSQL) they must hash with one salt, or a reader served by two counts as two
 * visitors. They agree over a notification channel (bus/pg-channel.ts), the salt sealed with a key drawn from
 * PURGE_SECRET (AES-256-GCM), so the database and its logs never see it: an instance that has no salt for the day
 * asks; one that has answers; if no answer comes within a moment it makes its own and tells the others. Two salts
 * of one day (instances that started the day together) settle on the one made first, which the instances keep for
 * the rest of the day. If every instance stops, the salt is gone: the readers of the rest of that day count again.
 */
export type DaySalts = { of(at: number): Promise<Buffer>; close(): Promise<void> };

const DAY_MS = 86_400_000;
const CHANNEL = 'bulletin_visitor_salt';
const ANSWER_WAIT_MS = 300;

const dayOf = (at: number) => Math.floor(at / DAY_MS);
const newSalt = () => randomBytes(32);

/** One instance's salt (SQLite: one adapters process). */
export function localDaySalts(): DaySalts {
  let day = -1;
  let salt = Buffer.alloc(0);
  return {
    async of(at) {
      if (dayOf(at) !== day) {
        day = dayOf(at);
        salt = newSalt();
      }
      return salt;
    },
    close: async () => undefined,
  };
}

type Held = { salt: Buffer; made: number };
type Message = { from: string; day: number } & ({ kind: 'ask' } | { kind: 'salt'; salt: string; made: number });

/** The sealing of the channel's messages: AES-256-GCM under a key drawn from the shared secret. */
function sealer(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'bulletin', 'visitor salt exchange', 32));
  return {
    seal(message: Message): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(message), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(text: string): Message | null {
      try {
        const raw = Buffer.from(text, 'base64');
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as Message;
      } catch {
        return null;
      }
    },
  };
}

/** Salts agreed with the other instances on `open`'s channel. */
export async function sharedDaySalts(
  open: (receive: (payload: string) => void) => Promise<Channel>,
  secret: string,
  waitMs = ANSWER_WAIT_MS,
): Promise<DaySalts> {
  const instance = randomUUID();
  const { seal, open: unseal } = sealer(secret);
  const held = new Map<number, Held>();
  const settling = new Map<number, Promise<void>>();

  /** Keeps the salt made first (ties: the smaller); forgets days before yesterday. */
  const keep = (day: number, offer: Held) => {
    const mine = held.get(day);
    if (!mine || offer.made < mine.made || (offer.made === mine.made && Buffer.compare(offer.salt, mine.salt) < 0)) held.set(day, offer);
    for (const old of held.keys()) if (old < day - 1) held.delete(old);
  };

  let channel: Channel | null = null;
  const send = (message: Message) => channel?.publish(seal(message)).catch((error: unknown) => log.warn({ err: error }, 'visitor salt: not sent'));
  const tell = (day: number) => {
    const mine = held.get(day);
    if (mine) void send({ from: instance, day, kind: 'salt', salt: mine.salt.toString('base64'), made: mine.made });
  };

  channel = await open((payload) => {
    const message = unseal(payload);
    if (!message || message.from === instance) return;
    if (message.kind === 'ask') tell(message.day);
    else keep(message.day, { salt: Buffer.from(message.salt, 'base64'), made: message.made });
  });

  async function settle(day: number): Promise<void> {
    await send({ from: instance, day, kind: 'ask' });
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    if (!held.has(day)) keep(day, { salt: newSalt(), made: Date.now() });
    tell(day);
  }

  return {
    async of(at) {
      const day = dayOf(at);
      if (!held.has(day)) {
        let pending = settling.get(day);
        if (!pending) {
          pending = settle(day).finally(() => settling.delete(day));
          settling.set(day, pending);
        }
        await pending;
      }
      return held.get(day)!.salt;
    },
    close: async () => {
      await channel?.close();
    },
  };
}

/** Shared between instances on PostgreSQL (with PURGE_SECRET, which the instances share); else this process's own. */
export async function daySaltsFor(env: Env): Promise<DaySalts> {
  const database = busDatabase(env);
  if (database.client !== 'postgres' || !env.PURGE_SECRET) return localDaySalts();
  return sharedDaySalts((receive) => openChannel(database.connection, CHANNEL, { receive }), env.PURGE_SECRET);
}
