import { describe, expect, it, vi } from 'vitest';
import { requestWeather, weatherDisplay, type WeatherState } from '../../../frontend/src/lib/weather';
import { makeI18n } from '../../../frontend/src/i18n/i18n';
import { messages } from '../../../frontend/src/i18n/compiled/en';
import { messages as hindi } from '../../../frontend/src/i18n/compiled/hi';

const english = makeI18n('en', messages);

/** The weather block's texts (docs/product.md#frame). */
describe('weatherDisplay', () => {
  it.each<[WeatherState, string, string]>([
    [{ kind: 'pending' }, 'Loading...', 'Getting weather...'],
    [{ kind: 'ready', lat: 1, lon: 2 }, '22°C', 'Partly Cloudy'],
    [{ kind: 'denied' }, 'N/A', 'Location needed'],
    [{ kind: 'unsupported' }, 'N/A', 'Location not supported'],
    [{ kind: 'error' }, 'Error', 'Failed to load'],
  ])('%o shows %s / %s', (state, temp, condition) => {
    expect(weatherDisplay(state, (id) => english._(id))).toMatchObject({ temp, condition });
  });

  it('speaks the page\'s language', () => {
    const hi = makeI18n('hi', hindi);
    expect(weatherDisplay({ kind: 'ready', lat: 1, lon: 2 }, (id) => hi._(id))).toMatchObject({ temp: '22°C', condition: 'आंशिक रूप से बादल' });
  });
});

describe('requestWeather', () => {
  const geolocation = (impl: Geolocation['getCurrentPosition']) => ({ getCurrentPosition: impl }) as unknown as Geolocation;

  it('is unsupported without a geolocation API', () => {
    const done = vi.fn();
    requestWeather(undefined, done);
    expect(done).toHaveBeenCalledWith({ kind: 'unsupported' });
  });

  it('gives the position once the browser answers', () => {
    const done = vi.fn();
    requestWeather(
      geolocation((ok) => ok({ coords: { latitude: 51.5, longitude: -0.1 } } as GeolocationPosition)),
      done,
    );
    expect(done).toHaveBeenCalledWith({ kind: 'ready', lat: 51.5, lon: -0.1 });
  });

  it('tells a refusal (code 1) from other failures', () => {
    const denied = vi.fn();
    requestWeather(geolocation((_ok, fail) => fail?.({ code: 1 } as GeolocationPositionError)), denied);
    expect(denied).toHaveBeenCalledWith({ kind: 'denied' });
    const failed = vi.fn();
    requestWeather(geolocation((_ok, fail) => fail?.({ code: 3 } as GeolocationPositionError)), failed);
    expect(failed).toHaveBeenCalledWith({ kind: 'error' });
  });

  it('reports nothing after it is cancelled', () => {
    let answer: PositionCallback = () => undefined;
    const done = vi.fn();
    const cancel = requestWeather(geolocation((ok) => (answer = ok)), done);
    cancel();
    answer({ coords: { latitude: 0, longitude: 0 } } as GeolocationPosition);
    expect(done).not.toHaveBeenCalled();
  });
});
