/** The newsroom's calendar day and hour at a moment, in its time zone (`NEWSROOM_TIME_ZONE`). */
export type NewsroomDay = {
  /** The day as a number, YYYYMMDD (20261126): the daily digest's key. */
  day: number;
  /** 0–23. */
  hour: number;
};

export function newsroomDay(now: number, timeZone: string): NewsroomDay {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { day: Number(`${parts.year}${parts.month}${parts.day}`), hour: Number(parts.hour) };
}
