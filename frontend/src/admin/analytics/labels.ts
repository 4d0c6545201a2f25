import type { AnalyticsRange, AnalyticsSourceViews, DeviceClass } from '@bulletin/contract';
import type { Translate } from '../../i18n/context';

/** The names the figures' screens give the API's ranges, source groups and device classes (docs/product.md#dashboard). */
const RANGE_IDS = {
  '24h': 'newsroom.analytics.range24h',
  '7d': 'newsroom.analytics.range7d',
  '30d': 'newsroom.analytics.range30d',
} as const satisfies Record<AnalyticsRange, string>;

const SOURCE_IDS = {
  direct: 'newsroom.analytics.source.direct',
  search: 'newsroom.analytics.source.search',
  social: 'newsroom.analytics.source.social',
  newsletter: 'newsroom.analytics.source.newsletter',
  campaign: 'newsroom.analytics.source.campaign',
  site: 'newsroom.analytics.source.site',
} as const satisfies Record<AnalyticsSourceViews['source'], string>;

const DEVICE_IDS = {
  desktop: 'newsroom.analytics.device.desktop',
  mobile: 'newsroom.analytics.device.mobile',
  tablet: 'newsroom.analytics.device.tablet',
} as const satisfies Record<DeviceClass, string>;

export const rangeLabel = (t: Translate, range: AnalyticsRange): string => t(RANGE_IDS[range]);

/** 'Search: Google', 'Direct' (a source without a name). */
export const sourceLabel = (t: Translate, { source, name }: Pick<AnalyticsSourceViews, 'source' | 'name'>): string =>
  name ? t('newsroom.analytics.sourceNamed', { group: t(SOURCE_IDS[source]), name }) : t(SOURCE_IDS[source]);

export const deviceLabel = (t: Translate, device: DeviceClass): string => t(DEVICE_IDS[device]);
