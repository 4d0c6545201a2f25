/**
 * The newsroom's time zone (`NEWSROOM_TIME_ZONE`), checked the same way by the site and by Strapi: an IANA name
 * (`Europe/London`, `UTC`) as the platform's Intl knows it, in its canonical spelling (`europe/london` →
 * `Europe/London`); null for anything else, offsets included ('+02:00' is no zone: it knows no summer time).
 */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
