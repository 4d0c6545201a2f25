import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/**
 * The outbox: a nodemailer transport that writes each message, exactly as it would go to an SMTP server, to an
 * `.eml` file (any mail program opens it) in one folder. Used when no SMTP_URL is set, so a new site shows every
 * e-mail it would send without a mail server. Files are named by time, so a listing is in sending order. A message
 * is written under a `.part` name and renamed when whole, so a reader of the folder never opens half a message.
 */
type OutgoingMessage = {
  message: { createReadStream(): Readable; getEnvelope(): unknown; messageId(): string };
};
type Sent = { envelope: unknown; messageId: string; path: string };

export function outboxTransport(dir: string) {
  return {
    name: 'bulletin-outbox',
    version: '1',
    send(mail: OutgoingMessage, done: (error: Error | null, info?: Sent) => void) {
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      const partial = `${file}.part`;
      pipeline(mail.message.createReadStream(), createWriteStream(partial, { mode: 0o600 }))
        .then(() => rename(partial, file))
        .then(
          () => done(null, { envelope: mail.message.getEnvelope(), messageId: mail.message.messageId(), path: file }),
          (error: Error) => done(error),
        );
    },
  };
}
