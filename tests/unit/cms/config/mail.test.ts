import { describe, expect, it } from 'vitest';
import { pooledSmtpUrl, readMailConfig } from '../../../../cms/config/mail.js';

const envOf = (values: Record<string, string>) => {
  const env = ((name: string, fallback?: string) => values[name] ?? fallback) as Parameters<typeof readMailConfig>[0];
  env.int = (name: string, fallback?: number) => (values[name] === undefined ? fallback : Number(values[name])) as number;
  return env;
};

describe('sending several e-mails at once', () => {
  it('has five in flight unless MAIL_CONCURRENCY says otherwise; anything but a positive whole number stops the start', () => {
    expect(readMailConfig(envOf({})).concurrency).toBe(5);
    expect(readMailConfig(envOf({ MAIL_CONCURRENCY: '20' })).concurrency).toBe(20);
    for (const value of ['0', '-1', '2.5', 'many']) {
      expect(() => readMailConfig(envOf({ MAIL_CONCURRENCY: value })), value).toThrow(/MAIL_CONCURRENCY must be a positive whole number/);
    }
  });

  it('keeps that many SMTP connections open, unless SMTP_URL chooses for itself', () => {
    const pooled = new URL(pooledSmtpUrl('smtp://user:p%40ss@mail.example:587', 5));
    expect(pooled.searchParams.get('pool')).toBe('true');
    expect(pooled.searchParams.get('maxConnections')).toBe('5');
    expect(`${pooled.username}:${pooled.password}@${pooled.host}`).toBe('user:p%40ss@mail.example:587');
    const own = new URL(pooledSmtpUrl('smtps://mail.example:465?pool=false&maxConnections=2', 5));
    expect(own.searchParams.get('pool')).toBe('false');
    expect(own.searchParams.get('maxConnections')).toBe('2');
  });
});
