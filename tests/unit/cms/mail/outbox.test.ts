import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { outboxTransport } from '../../../../cms/src/mail/outbox.js';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const message = (raw: string | Readable) => ({
  message: {
    createReadStream: () => (typeof raw === 'string' ? Readable.from([raw]) : raw),
    getEnvelope: () => ({ from: 'no-reply@localhost', to: ['ada@example.com'] }),
    messageId: () => '<1@localhost>',
  },
});

const send = (transport: ReturnType<typeof outboxTransport>, raw: string | Readable) =>
  new Promise<{ path: string }>((resolve, reject) => transport.send(message(raw), (error, info) => (error ? reject(error) : resolve(info!))));

describe('the outbox', () => {
  it('writes each message whole to a file of its own, in sending order, creating the folder', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const transport = outboxTransport(path.join(dir, 'outbox'));
    const first = await send(transport, 'Subject: one\r\n\r\nfirst');
    await new Promise((r) => setTimeout(r, 5));
    await send(transport, 'Subject: two\r\n\r\nsecond');
    const files = (await readdir(path.join(dir, 'outbox'))).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    expect(await readFile(first.path, 'utf8')).toBe('Subject: one\r\n\r\nfirst');
    expect(await readFile(path.join(dir, 'outbox', files[1]!), 'utf8')).toBe('Subject: two\r\n\r\nsecond');
  });

  it('shows no message in the folder until it is written whole', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const folder = path.join(dir, 'outbox');
    let seenWhileWriting: string[] = [];
    async function* slowly() {
      yield 'Subject: long\r\n\r\nfirst half, ';
      await new Promise((r) => setTimeout(r, 50));
      seenWhileWriting = (await readdir(folder)).filter((file) => file.endsWith('.eml'));
      yield 'second half';
    }
    const sent = await send(outboxTransport(folder), Readable.from(slowly()));
    expect(seenWhileWriting).toEqual([]);
    expect(await readdir(folder)).toEqual([path.basename(sent.path)]);
    expect(await readFile(sent.path, 'utf8')).toBe('Subject: long\r\n\r\nfirst half, second half');
  });
});
