import { Box, HStack, Text } from '@chakra-ui/react';
import { SunCloudIcon } from './icons';
import { weatherDisplay, type WeatherState } from './weather';

/** The weather block (SPEC §2): temperature and condition, or the pending / denied / unsupported / error texts. */
export function WeatherBlock({ state, tone = 'light' }: { state: WeatherState; tone?: 'light' | 'dark' }) {
  const { temp, condition, icon } = weatherDisplay(state);
  return (
    <HStack
      gap="2"
      role="status"
      aria-live="polite"
      aria-label="Weather"
      data-testid="weather"
      color={tone === 'dark' ? 'white' : 'fg'}
    >
      {icon ? <SunCloudIcon size={22} /> : null}
      <Box lineHeight="short">
        <Text fontWeight="bold" fontSize="sm">
          {temp}
        </Text>
        <Text fontSize="xs" color={tone === 'dark' ? 'gray.200' : 'fg.muted'}>
          {condition}
        </Text>
      </Box>
    </HStack>
  );
}
