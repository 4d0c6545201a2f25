/** Navigation entries of the desktop header, the mobile menu and the footer (docs/product.md#frame). */
export type NavItem = { label: string; to: string };

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'News', to: '/news' },
  { label: 'Sport', to: '/sport' },
  { label: 'Business', to: '/business' },
  { label: 'Innovation', to: '/innovation' },
  { label: 'Travel', to: '/travel' },
  { label: 'Audio', to: '/audio' },
  { label: 'Video', to: '/video' },
];

export const FOOTER_QUICK_LINKS: readonly NavItem[] = NAV_ITEMS.slice(0, 5);

export const FOOTER_SERVICES: readonly NavItem[] = [
  { label: 'Audio', to: '/audio' },
  { label: 'Video', to: '/video' },
  { label: 'Travel', to: '/travel' },
  { label: 'Weather', to: '/weather' },
  { label: 'Newsletters', to: '/newsletters' },
];

export const FOOTER_LEGAL: readonly NavItem[] = [
  { label: 'Terms of Use', to: '/terms' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Cookies', to: '/cookies' },
  { label: 'Contact', to: '/contact' },
];
