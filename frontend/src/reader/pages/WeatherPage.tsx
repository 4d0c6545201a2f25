import { Box, Text } from '@chakra-ui/react';
import { useWeather } from '../../frame/use-weather';
import { WeatherBlock } from '../../frame/WeatherBlock';
import { ContentPage, ContentSection } from '../content/ContentPage';

export default function WeatherPage() {
  const weather = useWeather();
  return (
    <ContentPage title="Weather" intro="Today's weather where you are, from Bulletin.">
      <Box borderWidth="1px" borderRadius="md" p="5" maxW="sm">
        <Text fontSize="sm" fontWeight="semibold" color="fg.muted" mb="2">
          Your location
        </Text>
        <WeatherBlock state={weather} />
      </Box>
      <ContentSection title="About this forecast">
        <Text>
          To show the weather for where you are, Bulletin asks your browser for your location. If you decline, nothing is
          shown; you can change your mind in your browser's site settings. Your location never leaves your device.
        </Text>
        <Text>Full forecasts, maps and severe-weather warnings are coming to Bulletin soon.</Text>
      </ContentSection>
    </ContentPage>
  );
}
