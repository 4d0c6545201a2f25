import { Box, Button, Container, HStack, IconButton, Link } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { NavLink, Link as RouterLink, useLocation } from 'react-router-dom';
import { MenuIcon, SearchIcon } from './icons';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { NAV_ITEMS } from './nav';
import { SearchOverlay } from './SearchOverlay';
import { TopStrip } from './TopStrip';
import { useWeather } from './use-weather';
import { WatchLive } from './WatchLive';

/** Top strip, header (logo, Search, Watch Live, menu button) and the desktop navigation (SPEC §2). */
export function SiteHeader() {
  const weather = useWeather();
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // A navigation from anywhere closes both.
  useEffect(() => {
    setSearchOpen(false);
    setMenuOpen(false);
  }, [pathname]);

  return (
    <Box as="header">
      <TopStrip weather={weather} />
      <Box borderBottomWidth="1px">
        <Container maxW="6xl" py="3">
          <HStack justify="space-between" gap="3">
            <Link asChild aria-label="Bulletin home" _hover={{ textDecoration: 'none' }}>
              <RouterLink to="/">
                <Logo />
              </RouterLink>
            </Link>
            <HStack gap="2">
              <Button variant="outline" aria-haspopup="dialog" onClick={() => setSearchOpen(true)}>
                <SearchIcon size={18} />
                Search
              </Button>
              <Box display={{ base: 'none', md: 'block' }}>
                <WatchLive />
              </Box>
              <IconButton
                display={{ base: 'inline-flex', md: 'none' }}
                aria-label="Open menu"
                aria-haspopup="dialog"
                aria-expanded={menuOpen}
                variant="ghost"
                onClick={() => setMenuOpen(true)}
              >
                <MenuIcon />
              </IconButton>
            </HStack>
          </HStack>
        </Container>
      </Box>
      <Box as="nav" aria-label="Main" bg="brand.solid" display={{ base: 'none', md: 'block' }}>
        <Container maxW="6xl">
          <HStack as="ul" listStyleType="none" gap="0" overflowX="auto">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link
                  asChild
                  display="block"
                  px="3"
                  py="2"
                  color="brand.contrast"
                  fontWeight="medium"
                  _currentPage={{ bg: 'brand.800', textDecoration: 'underline' }}
                >
                  {/* `end`: highlighted only when the path equals the entry's path exactly */}
                  <NavLink to={item.to} end>
                    {item.label}
                  </NavLink>
                </Link>
              </li>
            ))}
          </HStack>
        </Container>
      </Box>
      {searchOpen ? <SearchOverlay onClose={() => setSearchOpen(false)} /> : null}
      {menuOpen ? <MobileMenu weather={weather} onClose={() => setMenuOpen(false)} /> : null}
    </Box>
  );
}
