import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { purgeNoticeSchema, type PurgeChange as Change } from '@bulletin/contract';
import { log } from '../middleware/request-log.js';
import { openChannel } from '../bus/pg-channel.js';

/**
 * Carries purges between adapters processes. On PostgreSQL every instance listens on one channel
 * (bus/pg-channel.ts) and a purge is a notification; on SQLite there is one instance, so the bus is in-process and
 * carries nothing. The instance that received a purge has already applied it; the bus tells the others. After a
 * lost connection an instance purges everything (it may have missed notices).
 */
export type PurgeBus = { publish(changes: Change[]): Promise<void>; close(): Promise<void> };

const PURGE_CHANNEL = 'bulletin_purge';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; a longer list is sent as "everything". */
const MAX_PAYLOAD = 7900;

export type BusDatabase = { client: 'sqlite' | 'postgres'; connection: pg.ClientConfig };

export async function createPurgeBus(database: BusDatabase, apply: (changes: Change[]) => void): Promise<PurgeBus> {
  if (database.client !== 'postgres') return { publish: async () => undefined, close: async () => undefined };

  const instance = randomUUID();
  const channel = await openChannel(database.connection, PURGE_CHANNEL, {
    receive: (text) => {
      try {
        const payload = JSON.parse(text) as { from?: unknown };
        if (payload.from === instance) return;
        apply(purgeNoticeSchema.parse(payload).changes);
      } catch (error) {
        log.error({ err: error }, 'purge bus: unreadable notice');
      }
    },
    // Notices sent while this instance was not listening are lost: everything it holds may be stale.
    relistened: () => apply([{ type: 'all' }]),
  });

  return {
    async publish(changes) {
      let payload = JSON.stringify({ from: instance, changes });
      if (Buffer.byteLength(payload) > MAX_PAYLOAD) payload = JSON.stringify({ from: instance, changes: [{ type: 'all' }] });
      await channel.publish(payload);
    },
    close: () => channel.close(),
  };
}
