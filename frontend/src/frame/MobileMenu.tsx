import { Box, HStack, IconButton, Input, Link, Stack, Text } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { CloseIcon, SearchIcon } from './icons';
import { Logo } from './Logo';
import { NAV_ITEMS } from './nav';
import { useSearchPanel } from './use-search-panel';
import { WatchLive } from './WatchLive';
import { WeatherBlock } from './WeatherBlock';
import type { WeatherState } from './weather';

/**
 * The mobile menu (SPEC §2): its own search field, the navigation list, Watch Live and the weather block.
 * The page does not scroll while it is open; a link, the X or Escape closes it.
 */
export function MobileMenu({ weather, onClose }: { weather: WeatherState; onClose: () => void }) {
  const { ref, text, setText, submit } = useSearchPanel(onClose);
  // Picking any link closes the menu.
  const onClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) onClose();
  };

  return (
    <Box
      ref={ref}
      id="mobile-menu"
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      position="fixed"
      inset="0"
      zIndex="modal"
      bg="bg"
      overflowY="auto"
      onClick={onClick}
    >
      <HStack justify="space-between" px="4" py="3" borderBottomWidth="1px">
        <Logo />
        <IconButton aria-label="Close menu" variant="ghost" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </HStack>
      <Stack gap="5" px="4" py="4">
        <form role="search" onSubmit={submit}>
          <HStack gap="2">
            <Input
              type="search"
              aria-label="Search Bulletin"
              placeholder="Search Bulletin"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <IconButton type="submit" aria-label="Submit search" colorPalette="brand">
              <SearchIcon />
            </IconButton>
          </HStack>
        </form>
        <Box as="nav" aria-label="Mobile">
          <Stack as="ul" listStyleType="none" gap="0">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link
                  asChild
                  display="block"
                  py="3"
                  borderBottomWidth="1px"
                  fontWeight="medium"
                  _currentPage={{ color: 'brand.fg', fontWeight: 'bold' }}
                >
                  <NavLink to={item.to} end>
                    {item.label}
                  </NavLink>
                </Link>
              </li>
            ))}
          </Stack>
        </Box>
        <WatchLive full />
        <Box borderWidth="1px" borderRadius="md" p="3">
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted" mb="1">
            Your weather
          </Text>
          <WeatherBlock state={weather} />
        </Box>
      </Stack>
    </Box>
  );
}
