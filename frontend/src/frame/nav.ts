import type { MessageId } from '../i18n/i18n';

/** Navigation entries of the desktop header, the mobile menu and the footer (docs/product.md#frame); labels are messages. */
export type NavItem = { label: MessageId; to: string };

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'nav.home', to: '/' },
  { label: 'nav.news', to: '/news' },
  { label: 'nav.sport', to: '/sport' },
  { label: 'nav.business', to: '/business' },
  { label: 'nav.innovation', to: '/innovation' },
  { label: 'nav.travel', to: '/travel' },
  { label: 'nav.audio', to: '/audio' },
  { label: 'nav.video', to: '/video' },
];

export const FOOTER_QUICK_LINKS: readonly NavItem[] = NAV_ITEMS.slice(0, 5);

export const FOOTER_SERVICES: readonly NavItem[] = [
  { label: 'nav.audio', to: '/audio' },
  { label: 'nav.video', to: '/video' },
  { label: 'nav.travel', to: '/travel' },
  { label: 'nav.weather', to: '/weather' },
  { label: 'nav.newsletters', to: '/newsletters' },
];

export const FOOTER_LEGAL: readonly NavItem[] = [
  { label: 'nav.terms', to: '/terms' },
  { label: 'nav.privacy', to: '/privacy' },
  { label: 'nav.cookies', to: '/cookies' },
  { label: 'nav.contact', to: '/contact' },
];
