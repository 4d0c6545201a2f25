/** The home sidebar's fixed content: Best Audio of the Week (8 entries) and Discover more (6 links, named by messages). */
import type { MessageId } from '../../i18n/i18n';

export type AudioEntry = { title: string; show: string; duration: string };

export const BEST_AUDIO: readonly AudioEntry[] = [
  { title: 'The week the rivers rose', show: 'Bulletin Daily', duration: '24 min' },
  { title: 'Inside the race for cheaper batteries', show: 'Innovation Hour', duration: '38 min' },
  { title: 'How small towns are rethinking the high street', show: 'Business Weekly', duration: '29 min' },
  { title: 'Final-day drama: a season in review', show: 'Sport Talk', duration: '45 min' },
  { title: 'Night trains are back — are they worth it?', show: 'Travel Notes', duration: '31 min' },
  { title: 'The science of a good night’s sleep', show: 'Health Matters', duration: '27 min' },
  { title: 'Voices from the world’s busiest port', show: 'World Stories', duration: '33 min' },
  { title: 'What the new budget means for you', show: 'Money Explained', duration: '22 min' },
];

export const DISCOVER_LINKS: readonly { label: MessageId; to: string }[] = [
  { label: 'home.discoverWeather', to: '/weather' },
  { label: 'nav.newsletters', to: '/newsletters' },
  { label: 'home.discoverTravel', to: '/travel' },
  { label: 'nav.innovation', to: '/innovation' },
  { label: 'nav.video', to: '/video' },
  { label: 'home.discoverArchive', to: '/search' },
];
