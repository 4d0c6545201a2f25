import { describe, expect, it } from 'vitest';
import { formatNewsroomTime, fromZonedInput, offsetLabel, toZonedInput, zoneLabel } from '../../../../frontend/src/admin/schedule/newsroom-time';

describe("the newsroom's time zone", () => {
  it('turns a typed wall-clock time into the instant it means there, and back', () => {
    expect(fromZonedInput('2026-03-29T01:30', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z');
    expect(fromZonedInput('2026-03-29T03:30', 'Europe/London')).toBe('2026-03-29T02:30:00.000Z');
    expect(fromZonedInput('2026-12-24T18:00', 'Australia/Sydney')).toBe('2026-12-24T07:00:00.000Z');
    expect(toZonedInput('2026-12-24T07:00:00.000Z', 'Australia/Sydney')).toBe('2026-12-24T18:00');
    expect(toZonedInput('2026-12-24T07:00:00.000Z', 'UTC')).toBe('2026-12-24T07:00');
  });

  it('refuses what is no date-time', () => {
    for (const bad of ['', '2026-04-31T10:00', '2026-02-29T10:00', '24/12/2026 18:00', '2026-12-24']) expect(fromZonedInput(bad, 'UTC'), bad).toBeNull();
  });

  it('names the zone with its offset at that date, and formats a time in it', () => {
    expect(offsetLabel('Europe/Paris', '2026-01-15T12:00:00Z')).toBe('UTC+01:00');
    expect(offsetLabel('Europe/Paris', '2026-07-15T12:00:00Z')).toBe('UTC+02:00');
    expect(zoneLabel('Europe/Paris', '2026-07-15T12:00:00Z')).toBe('Europe/Paris (UTC+02:00)');
    expect(zoneLabel('UTC')).toBe('UTC');
    expect(formatNewsroomTime('2026-07-15T12:00:00Z', 'America/New_York')).toBe('15 Jul 2026, 08:00');
    expect(formatNewsroomTime(null, 'UTC')).toBe('');
  });
});
