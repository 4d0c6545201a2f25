import { hourStartIn, midnightIn, wallClock } from './buckets';

/**
 * The newsroom's hour and day that hold an instant (docs/decisions/0034-analytics-counts.md): the periods page views
 * are counted by. Every zone's offset is a whole number of quarter hours, so all instants of one UTC quarter hour
 * share their newsroom hour, and all of one newsroom hour their day: both are remembered per quarter and per hour,
 * so counting a busy batch asks `Intl` a few times, not once per view.
 */
const QUARTER_MS = 900_000;
const REMEMBERED = 10_000;

export type Periods = { hourOf(at: number): number; dayOf(at: number): number };

function remembered(compute: (key: number) => number): (key: number) => number {
  const known = new Map<number, number>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined) {
      if (known.size >= REMEMBERED) known.clear();
      value = compute(key);
      known.set(key, value);
    }
    return value;
  };
}

export function periodsIn(timeZone: string): Periods {
  const hourOfQuarter = remembered((quarter) => hourStartIn(quarter * QUARTER_MS, timeZone));
  const dayOfHour = remembered((hour) => {
    const clock = wallClock(hour, timeZone);
    return midnightIn(clock.year, clock.month, clock.day, timeZone);
  });
  const hourOf = (at: number) => hourOfQuarter(Math.floor(at / QUARTER_MS));
  return { hourOf, dayOf: (at) => dayOfHour(hourOf(at)) };
}

const byZone = new Map<string, Periods>();

/** The periods of a zone, made once per zone (their memory is shared by every batch). */
export function periodsFor(timeZone: string): Periods {
  let periods = byZone.get(timeZone);
  if (!periods) {
    periods = periodsIn(timeZone);
    byZone.set(timeZone, periods);
  }
  return periods;
}
