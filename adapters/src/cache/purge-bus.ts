import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { purgeNoticeSchema, type PurgeChange as Change } from '@bulletin/contract';
import { log } from '../middleware/request-log.js';

/**
 * Carries purges between adapters processes. On PostgreSQL every instance LISTENs on one channel and a purge
 * is a NOTIFY (delivered to all listeners once it commits); on SQLite there is one instance, so the bus is
 * in-process and carries nothing. The instance that received a purge has already applied it; the bus tells
 * the others. After a lost connection an instance purges everything (it may have missed notices).
 */
export type PurgeBus = { publish(changes: Change[]): Promise<void>; close(): Promise<void> };

const PURGE_CHANNEL = 'bulletin_purge';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; a longer list is sent as "everything". */
const MAX_PAYLOAD = 7900;
const RECONNECT_MS = 1000;

export type BusDatabase = { client: 'sqlite' | 'postgres'; connection: pg.ClientConfig };

export async function createPurgeBus(database: BusDatabase, apply: (changes: Change[]) => void): Promise<PurgeBus> {
  if (database.client !== 'postgres') return { publish: async () => undefined, close: async () => undefined };

  const instance = randomUUID();
  const publisher = new pg.Pool({ ...database.connection, max: 2 });
  publisher.on('error', (error) => log.error({ err: error }, 'purge bus (publish)'));
  let listener: pg.Client | null = null;
  let closing = false;
  let listenedBefore = false;

  const receive = (message: pg.Notification) => {
    if (message.channel !== PURGE_CHANNEL || !message.payload) return;
    try {
      const payload = JSON.parse(message.payload) as { from?: unknown };
      if (payload.from === instance) return;
      apply(purgeNoticeSchema.parse(payload).changes);
    } catch (error) {
      log.error({ err: error }, 'purge bus: unreadable notice');
    }
  };

  async function listen(): Promise<void> {
    const client = new pg.Client(database.connection);
    const retry = () => {
      if (listener !== client || closing) return;
      listener = null;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      setTimeout(() => void listen().catch(() => undefined), RECONNECT_MS).unref();
    };
    client.on('notification', receive);
    client.on('error', (error) => {
      log.error({ err: error }, 'purge bus (listen)');
      retry();
    });
    client.on('end', retry);
    listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${PURGE_CHANNEL}`);
      // Notices sent while this instance was not listening are lost: everything it holds may be stale.
      if (listenedBefore) apply([{ type: 'all' }]);
      listenedBefore = true;
    } catch (error) {
      log.warn({ err: error }, 'purge bus: cannot listen yet');
      retry();
      throw error;
    }
  }

  await listen();

  return {
    async publish(changes) {
      let payload = JSON.stringify({ from: instance, changes });
      if (Buffer.byteLength(payload) > MAX_PAYLOAD) payload = JSON.stringify({ from: instance, changes: [{ type: 'all' }] });
      await publisher.query('SELECT pg_notify($1, $2)', [PURGE_CHANNEL, payload]);
    },
    async close() {
      closing = true;
      await listener?.end().catch(() => undefined);
      await publisher.end().catch(() => undefined);
    },
  };
}
