import { Box, Button, Container, HStack, Link, NativeSelect, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useSession } from '../session';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';
import { WeatherBlock } from './WeatherBlock';
import type { WeatherState } from './weather';

/** The strip above the header: language selector, weather (wide screens) and Sign in / the signed-in user. */
export function TopStrip({ weather }: { weather: WeatherState }) {
  const [language, setLanguage] = useState<string>(DEFAULT_LANGUAGE);
  const { user, logout } = useSession();
  const { pathname, search } = useLocation();
  const back = pathname === '/login' || pathname === '/register' ? '' : `?redirect=${encodeURIComponent(pathname + search)}`;

  return (
    <Box bg="gray.900" color="white" fontSize="sm">
      <Container maxW="6xl" py="1.5">
        <HStack justify="space-between" gap="4">
          <NativeSelect.Root size="xs" width="auto" variant="plain">
            <NativeSelect.Field
              aria-label="Language"
              value={language}
              onChange={(event) => setLanguage(event.currentTarget.value)}
              bg="gray.900"
              color="white"
            >
              {LANGUAGES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator color="white" />
          </NativeSelect.Root>
          <HStack gap="4">
            <Box display={{ base: 'none', md: 'block' }}>
              <WeatherBlock state={weather} tone="dark" />
            </Box>
            {user ? (
              <HStack gap="2">
                <Text data-testid="signed-in-user">
                  {user.firstName} {user.lastName}
                </Text>
                <Button size="xs" variant="outline" color="white" borderColor="whiteAlpha.600" _hover={{ bg: 'whiteAlpha.200' }} onClick={() => void logout()}>
                  Sign out
                </Button>
              </HStack>
            ) : (
              <Link asChild color="white" fontWeight="semibold">
                <RouterLink to={`/login${back}`}>Sign in</RouterLink>
              </Link>
            )}
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}
