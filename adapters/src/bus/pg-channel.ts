import pg from 'pg';
import { log } from '../middleware/request-log.js';

/**
 * One PostgreSQL notification channel shared by the adapters instances: every instance LISTENs on it, and a message
 * is a NOTIFY, delivered to every listener (the sender too) once it commits. A lost listening connection is opened
 * again a second later; `relistened` runs each time it is (messages sent meanwhile were missed). Used by the purge
 * bus (cache/purge-bus.ts) and the visitor salt of the day (analytics/day-salt.ts).
 */
export type Channel = { publish(payload: string): Promise<void>; close(): Promise<void> };

const RECONNECT_MS = 1000;

export async function openChannel(
  connection: pg.ClientConfig,
  name: string,
  { receive, relistened = () => undefined }: { receive: (payload: string) => void; relistened?: () => void },
): Promise<Channel> {
  const publisher = new pg.Pool({ ...connection, max: 2 });
  publisher.on('error', (error) => log.error({ err: error }, `${name} (publish)`));
  let listener: pg.Client | null = null;
  let closing = false;
  let listenedBefore = false;

  const onMessage = (message: pg.Notification) => {
    if (message.channel === name && message.payload) receive(message.payload);
  };

  async function listen(): Promise<void> {
    const client = new pg.Client(connection);
    const retry = () => {
      if (listener !== client || closing) return;
      listener = null;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      setTimeout(() => void listen().catch(() => undefined), RECONNECT_MS).unref();
    };
    client.on('notification', onMessage);
    client.on('error', (error) => {
      log.error({ err: error }, `${name} (listen)`);
      retry();
    });
    client.on('end', retry);
    listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${name}`);
      if (listenedBefore) relistened();
      listenedBefore = true;
    } catch (error) {
      log.warn({ err: error }, `${name}: cannot listen yet`);
      retry();
      throw error;
    }
  }

  await listen();

  return {
    async publish(payload) {
      await publisher.query('SELECT pg_notify($1, $2)', [name, payload]);
    },
    async close() {
      closing = true;
      await listener?.end().catch(() => undefined);
      await publisher.end().catch(() => undefined);
    },
  };
}
