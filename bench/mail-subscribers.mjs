// The subscribers of `npm run bench:mail`, written straight into the running site's database in one transaction:
// confirmed, with breaking-news alerts chosen (docs/product.md#newsletter). Signing up and confirming 10,000 addresses
// through the API would measure the sign-up, its confirmation e-mails and its limits, not the alerts' delivery.
// The rows are those Strapi 5 writes itself (bench/scale/generate.mjs): one per document (no draft & publish, so
// published_at is set and locale is null), each with its own unsubscribe token as subscriptions.ts makes them.
import { randomBytes } from 'node:crypto';
import { documentId, openDatabase } from './scale/generate.mjs';

const COLUMNS = [
  'document_id',
  'email',
  'status',
  'language',
  'digest',
  'alerts',
  'unsubscribe_token',
  'confirmed_at',
  'created_at',
  'updated_at',
  'published_at',
  'locale',
];

/** The stack's database as openDatabase takes it, from the environment Strapi runs with. */
const databaseOf = (env) =>
  env.DATABASE_CLIENT === 'postgres' ? { client: 'postgres', url: env.DATABASE_URL } : { client: 'sqlite', filename: env.DATABASE_FILENAME };

/** Adds `count` confirmed subscribers who want alerts; returns their addresses (lower case). */
export async function addSubscribers(env, count) {
  const db = await openDatabase(databaseOf(env));
  const run = randomBytes(3).toString('hex');
  const now = db.time(Date.now());
  const emails = Array.from({ length: count }, (_, i) => `reader-${run}-${i}@bench.test`);
  const rows = emails.map((email) => [
    documentId(),
    email,
    'confirmed',
    'en',
    db.bool(false),
    db.bool(true),
    randomBytes(32).toString('base64url'),
    now,
    now,
    now,
    now,
    null,
  ]);
  try {
    await db.exec('BEGIN');
    await db.insert('newsletter_subscribers', COLUMNS, rows);
    await db.exec('COMMIT');
  } catch (error) {
    await db.exec('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await db.close();
  }
  return emails;
}
