import { cx } from './cx';
import { SunCloudIcon } from './icons';
import { weatherDisplay, type WeatherState } from '../lib/weather';
import { useT } from '../i18n/context';
import styles from './WeatherBlock.module.css';

/**
 * The weather block (docs/product.md#frame): temperature and condition, or the pending / denied / unsupported / error
 * texts.
 */
export function WeatherBlock({ state, tone = 'light' }: { state: WeatherState; tone?: 'light' | 'dark' }) {
  const t = useT();
  const { temp, condition, icon } = weatherDisplay(state, t);
  return (
    <div role="status" aria-live="polite" aria-label={t('weather.label')} data-testid="weather" className={cx(styles.weather, tone === 'dark' && styles.dark)}>
      {icon ? <SunCloudIcon size={22} /> : null}
      <div className={styles.text}>
        <p className={styles.temp}>{temp}</p>
        <p className={styles.condition}>{condition}</p>
      </div>
    </div>
  );
}
