import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';

/**
 * Reading the outbox (mail/outbox.ts) for the newsroom's Outbox screen (docs/product.md#outbox): its messages newest
 * first, and one message whole. A message's id is its file name without `.eml`; only names of the outbox's own form
 * are read, so an id can never name another file.
 */
const ID = /^[0-9A-Za-z-]{1,80}$/;
const EXTENSION = '.eml';

export type OutboxSummary = { id: string; to: string; subject: string; date: string | null };
export type OutboxMessage = OutboxSummary & { from: string; html: string | null; text: string };

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).map((entry) => entry.text).join(', ');

async function parse(dir: string, id: string): Promise<OutboxMessage> {
  const mail = await simpleParser(await readFile(path.join(dir, `${id}${EXTENSION}`)));
  return {
    id,
    to: addresses(mail.to),
    from: addresses(mail.from),
    subject: mail.subject ?? '',
    date: mail.date ? mail.date.toISOString() : null,
    html: typeof mail.html === 'string' ? mail.html : null,
    text: mail.text ?? '',
  };
}

/** The ids of the outbox's messages, newest first (file names begin with the time they were written). */
async function ids(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .filter((name) => name.endsWith(EXTENSION))
    .map((name) => name.slice(0, -EXTENSION.length))
    .filter((id) => ID.test(id))
    .sort()
    .reverse();
}

export async function listOutbox(dir: string, page: number, pageSize: number): Promise<{ messages: OutboxSummary[]; total: number }> {
  const all = await ids(dir);
  const messages = await Promise.all(
    all.slice((page - 1) * pageSize, page * pageSize).map(async (id) => {
      const { html: _html, text: _text, from: _from, ...summary } = await parse(dir, id);
      return summary;
    }),
  );
  return { messages, total: all.length };
}

/** One message, or null when there is none of that id. */
export async function readOutboxMessage(dir: string, id: string): Promise<OutboxMessage | null> {
  if (!ID.test(id)) return null;
  try {
    return await parse(dir, id);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
