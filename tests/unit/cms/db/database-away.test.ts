import { describe, expect, it } from 'vitest';
import { isDatabaseAway } from '../../../../cms/src/db/database-away.js';

/** What counts as "the database did not answer" (a 503 with Retry-After) rather than a fault (a 500). */
describe('a database that does not answer', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('is recognised from PostgreSQL shutting down or refusing, a lost socket, or no free connection in time', () => {
    expect(isDatabaseAway(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseAway(withCode('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseAway(withCode('08006'))).toBe(true);
    expect(isDatabaseAway(withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true);
    expect(isDatabaseAway(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseAway(Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), { name: 'KnexTimeoutError' }))).toBe(true);
    // Wrapped by the code that called the database.
    expect(isDatabaseAway(new Error('could not save', { cause: withCode('ECONNRESET') }))).toBe(true);
  });

  it('is not a bad query, a broken rule or a constraint: those stay the errors they are', () => {
    expect(isDatabaseAway(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseAway(withCode('42P01', 'relation "x" does not exist'))).toBe(false);
    expect(isDatabaseAway(withCode('SQLITE_CONSTRAINT'))).toBe(false);
    expect(isDatabaseAway(new Error('Title is required'))).toBe(false);
    expect(isDatabaseAway(null)).toBe(false);
    expect(isDatabaseAway('Connection terminated')).toBe(false);
  });
});
