/**
 * A count with thousands separators, as en-US writes it (1234 → '1,234'). Not Intl.NumberFormat: creating the
 * first one loads ICU's locale data, ~85–150 ms of main-thread time in Chromium on this machine before any
 * slowdown — the largest single piece of starting a reader page on a phone.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const whole = Math.round(Math.abs(value)).toString();
  return `${value < 0 && whole !== '0' ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
