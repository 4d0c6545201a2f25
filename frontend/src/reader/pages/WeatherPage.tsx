import { useWeather } from '../../lib/use-weather';
import { WeatherBlock } from '../../ui/WeatherBlock';
import { ContentPage, ContentSection } from '../content/ContentPage';
import styles from '../content/content.module.css';

export default function WeatherPage() {
  const weather = useWeather();
  return (
    <ContentPage title="Weather" intro="Today's weather where you are, from Bulletin.">
      <div className={styles.box}>
        <p className={styles.boxTitle}>Your location</p>
        <WeatherBlock state={weather} />
      </div>
      <ContentSection title="About this forecast">
        <p>
          To show the weather for where you are, Bulletin asks your browser for your location. If you decline, nothing is
          shown; you can change your mind in your browser's site settings. Your location never leaves your device.
        </p>
        <p>Full forecasts, maps and severe-weather warnings are coming to Bulletin soon.</p>
      </ContentSection>
    </ContentPage>
  );
}
