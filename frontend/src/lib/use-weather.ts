import { useEffect, useState } from 'react';
import { requestWeather, type WeatherState } from './weather';

/** The weather state of the header: the location is requested once, when the frame loads. */
export function useWeather(): WeatherState {
  const [state, setState] = useState<WeatherState>({ kind: 'pending' });
  useEffect(() => requestWeather(typeof navigator === 'undefined' ? undefined : navigator.geolocation, setState), []);
  return state;
}
