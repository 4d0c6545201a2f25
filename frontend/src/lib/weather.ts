/**
 * The weather block's states (docs/product.md#frame). No weather service is called: once the browser gives a
 * position, the fixed placeholder (22°C, Partly Cloudy) is shown. Texts in the page's language (`t`).
 */
import type { Translate } from '../i18n/context';

export type WeatherState =
  | { kind: 'pending' }
  | { kind: 'ready'; lat: number; lon: number }
  | { kind: 'denied' }
  | { kind: 'unsupported' }
  | { kind: 'error' };

export type WeatherDisplay = { temp: string; condition: string; icon: boolean };

const PLACEHOLDER_TEMPERATURE = '22°C';

export function weatherDisplay(state: WeatherState, t: Translate): WeatherDisplay {
  switch (state.kind) {
    case 'pending':
      return { temp: t('weather.loading'), condition: t('weather.getting'), icon: false };
    case 'ready':
      return { temp: PLACEHOLDER_TEMPERATURE, condition: t('weather.partlyCloudy'), icon: true };
    case 'denied':
      return { temp: t('weather.na'), condition: t('weather.locationNeeded'), icon: false };
    case 'unsupported':
      return { temp: t('weather.na'), condition: t('weather.locationUnsupported'), icon: false };
    case 'error':
      return { temp: t('weather.error'), condition: t('weather.failed'), icon: false };
  }
}

/** GeolocationPositionError.PERMISSION_DENIED */
const PERMISSION_DENIED = 1;

/** Asks the browser for its position once; `done` receives the resulting state. Returns a canceller. */
export function requestWeather(geolocation: Geolocation | undefined, done: (state: WeatherState) => void): () => void {
  let live = true;
  const finish = (state: WeatherState) => {
    if (live) done(state);
  };
  if (!geolocation) {
    finish({ kind: 'unsupported' });
  } else {
    try {
      geolocation.getCurrentPosition(
        (position) => finish({ kind: 'ready', lat: position.coords.latitude, lon: position.coords.longitude }),
        (error) => finish({ kind: error.code === PERMISSION_DENIED ? 'denied' : 'error' }),
        { timeout: 15_000, maximumAge: 10 * 60_000 },
      );
    } catch {
      finish({ kind: 'error' });
    }
  }
  return () => {
    live = false;
  };
}
