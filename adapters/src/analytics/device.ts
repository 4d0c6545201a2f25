import type { DeviceClass } from '@bulletin/contract';

/**
 * A device class from the user agent (never stored itself): tablets first (an iPad, or Android without "Mobile"),
 * then phones, else desktop. Client hints would be exacter, but a beacon sends none of the high-entropy ones.
 */
export function deviceOf(userAgent: string): DeviceClass {
  const ua = userAgent.toLowerCase();
  if (/ipad|tablet|kindle|silk|playbook|(android(?!.*mobile))/.test(ua)) return 'tablet';
  if (/mobi|iphone|ipod|android|windows phone|blackberry|opera mini/.test(ua)) return 'mobile';
  return 'desktop';
}
