import { describe, expect, it } from 'vitest';
import { readAnalyticsConfig } from '../../../../cms/config/analytics.js';

const envOf = (values: Record<string, string>) => {
  const env = ((name: string, fallback?: string) => values[name] ?? fallback) as Parameters<typeof readAnalyticsConfig>[0];
  env.int = (name: string, fallback?: number) => (values[name] === undefined ? fallback : Number(values[name])) as number;
  return env;
};

describe('ANALYTICS_RETENTION_DAYS', () => {
  it('keeps raw page views 90 days unless told otherwise', () => {
    expect(readAnalyticsConfig(envOf({}))).toEqual({ retentionDays: 90 });
    expect(readAnalyticsConfig(envOf({ ANALYTICS_RETENTION_DAYS: '400' }))).toEqual({ retentionDays: 400 });
  });

  it('stops the start below the 31 days the widest figures read, or on a value that is not whole days', () => {
    for (const value of ['30', '0', '-5', '1.5', 'abc']) {
      expect(() => readAnalyticsConfig(envOf({ ANALYTICS_RETENTION_DAYS: value })), value).toThrow(/ANALYTICS_RETENTION_DAYS must be a whole number of days, 31 or more/);
    }
  });
});
