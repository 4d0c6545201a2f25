import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback for the tests that follow what the site e-mails: it accepts one user
 * (MAIL_USER), keeps every message parsed (mailparser), and can wait for the next one to an address. It can be told
 * to refuse recipients (`refuse`), as a busy or strict server does.
 */
export const MAIL_USER = { user: 'bulletin', pass: 'smtp-secret' };

/** A message as received: parsed, its recipients, and when it arrived (ms since 1970; an outbox file's time). */
export type Mail = ParsedMail & { to: string[]; receivedAt: number };

export type MailServer = {
  /** `smtp://user:pass@127.0.0.1:port`: the SMTP_URL of a stack that sends here. */
  url: string;
  messages: Mail[];
  /** The next message to `address` not yet taken (earlier ones count), within `timeoutMs`. */
  next(address: string, timeoutMs?: number): Promise<Mail>;
  /** Messages to `address` received so far, including those taken. */
  to(address: string): Mail[];
  /**
   * From now on answer each recipient (only `address`, when given) with this reply instead of accepting it
   * (`{ code: 451, message: '4.3.0 Try again later' }`); `null` accepts again (everyone, or `address`).
   */
  refuse(reply: { code: number; message: string } | null, address?: string): void;
  /** The recipients refused so far, one entry per refusal. */
  refused: string[];
  stop(): Promise<void>;
};

type Reply = { code: number; message: string };

const recipients = (mail: ParsedMail): string[] =>
  [mail.to ?? []].flat().flatMap((group) => group.value.map((entry) => (entry.address ?? '').toLowerCase()));

/**
 * `idleTimeoutMs`: how long the server waits for a silent client before it hangs up, dropping a message not yet
 * finished (smtp-server's default is a minute).
 */
export async function startMailServer({ idleTimeoutMs }: { idleTimeoutMs?: number } = {}): Promise<MailServer> {
  const messages: Mail[] = [];
  const refused: string[] = [];
  const refusing = new Map<string, Reply>();
  const EVERYONE = '*';
  const taken = new Set<Mail>();
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    ...(idleTimeoutMs ? { socketTimeout: idleTimeoutMs } : {}),
    onAuth(auth, _session, callback) {
      if (auth.username === MAIL_USER.user && auth.password === MAIL_USER.pass) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      const reply = refusing.get(to) ?? refusing.get(EVERYONE);
      if (!reply) return callback();
      refused.push(to);
      callback(Object.assign(new Error(reply.message), { responseCode: reply.code }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          messages.push(Object.assign(parsed, { to: recipients(parsed), receivedAt: Date.now() }));
          for (const wake of waiters) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const untaken = (to: string) => messages.find((mail) => !taken.has(mail) && mail.to.includes(to.toLowerCase()));
  return {
    url: `smtp://${MAIL_USER.user}:${MAIL_USER.pass}@127.0.0.1:${port}`,
    messages,
    to: (to) => messages.filter((mail) => mail.to.includes(to.toLowerCase())),
    refused,
    refuse(reply, address) {
      const key = address?.toLowerCase() ?? EVERYONE;
      if (reply) refusing.set(key, reply);
      else if (address) refusing.delete(key);
      else refusing.clear();
    },
    async next(to, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = untaken(to);
        if (mail) {
          taken.add(mail);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms (${messages.length} received in all)`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 200);
        });
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header of the message as sent (mailparser reads List-* headers into objects of its own). */
export const rawHeader = (message: Mail, name: string) =>
  message.headerLines.find((line) => line.key === name.toLowerCase())?.line.slice(name.length + 1).trim() ?? '';

/** The address of the message's List-Unsubscribe header. */
export function unsubscribeAddress(message: Mail): string {
  const header = rawHeader(message, 'List-Unsubscribe');
  const match = /^<([^>]+)>$/.exec(header);
  if (!match) throw new Error(`List-Unsubscribe is ${header}`);
  return match[1]!;
}

/** The first address in a message's plain text that starts with `prefix`. */
export function linkIn(text: string | undefined, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}\\S*`).exec(text ?? '');
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${text}`);
  return match[0];
}

/** The messages of an outbox folder (no SMTP_URL), oldest first, parsed. */
export async function outboxMessages(dir: string): Promise<Mail[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(await readFile(path.join(dir, file)));
      return Object.assign(parsed, { to: recipients(parsed), receivedAt: (await stat(path.join(dir, file))).mtimeMs });
    }),
  );
}

/** The newest message to `address` in an outbox folder, waiting up to `timeoutMs` for one to arrive. */
export async function lastInOutbox(dir: string, address: string, timeoutMs = 15_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await outboxMessages(dir)).filter((message) => message.to.includes(address.toLowerCase())).at(-1);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${address} in ${dir} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
