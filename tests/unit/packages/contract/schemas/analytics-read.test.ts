import { describe, expect, it } from 'vitest';
import { analyticsRangeParamsSchema } from '../../../../../packages/contract/src/schemas/analytics-read.js';

describe('the range of the page-view figures', () => {
  it('is 24h, 7d or 30d; none is 7d', () => {
    for (const range of ['24h', '7d', '30d']) expect(analyticsRangeParamsSchema.parse({ range }).range).toBe(range);
    expect(analyticsRangeParamsSchema.parse({}).range).toBe('7d');
    expect(analyticsRangeParamsSchema.parse({ range: '' }).range).toBe('7d');
    expect(analyticsRangeParamsSchema.parse({ range: ['30d', '24h'] }).range).toBe('30d');
  });

  it('refuses anything else with one message', () => {
    for (const range of ['1y', '24H', '7', { $ne: '7d' }]) {
      const result = analyticsRangeParamsSchema.safeParse({ range });
      expect(result.success, JSON.stringify(range)).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['range'], message: 'range must be 24h, 7d or 30d' });
    }
  });
});
