import { ANALYTICS_RANGES, type AnalyticsRange } from '@bulletin/contract';
import { useT } from '../../i18n/context';
import { StatusTabs } from '../newsletter/StatusTabs';
import { rangeLabel } from './labels';

/** The figures' period: 24 hours, 7 days or 30 days, the chosen one pressed (docs/product.md#dashboard). */
export function RangeSwitch({ value, onChange }: { value: AnalyticsRange; onChange: (range: AnalyticsRange) => void }) {
  const t = useT();
  return (
    <StatusTabs
      label={t('newsroom.analytics.range')}
      tabs={ANALYTICS_RANGES.map((range) => ({ value: range, label: rangeLabel(t, range) }))}
      value={value}
      onChange={onChange}
    />
  );
}
