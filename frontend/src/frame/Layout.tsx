import { Box, Container, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { NavLink, Outlet, Link as RouterLink } from 'react-router-dom';
import { Logo } from './Logo';
import { FOOTER_LEGAL, FOOTER_QUICK_LINKS, FOOTER_SERVICES, NAV_ITEMS, type NavItem } from './nav';

/**
 * The shared page frame — minimal for now; the reader engineer grows it into SPEC §2's full frame
 * (search overlay, Watch Live, mobile menu, top strip, weather). Screens render in <Outlet/>.
 */
export function Layout() {
  return (
    <Flex direction="column" minH="100vh">
      <Link
        href="#main"
        position="absolute"
        left="-9999px"
        top="2"
        zIndex="skipNav"
        bg="bg"
        px="3"
        py="2"
        _focus={{ left: '2' }}
      >
        Skip to content
      </Link>
      <Box as="header" borderBottomWidth="1px">
        <Container maxW="6xl" py="3">
          <Link asChild aria-label="Bulletin home" _hover={{ textDecoration: 'none' }}>
            <RouterLink to="/">
              <Logo />
            </RouterLink>
          </Link>
        </Container>
        <Box as="nav" aria-label="Main" bg="brand.solid">
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
      </Box>

      <Box as="main" id="main" tabIndex={-1} flex="1" outline="none">
        <Container maxW="6xl" py="6">
          <Outlet />
        </Container>
      </Box>

      <Box as="footer" bg="gray.900" color="gray.100" mt="8">
        <Container maxW="6xl" py="8">
          <Stack gap="6">
            <Text>Bulletin brings you trusted news from around the world.</Text>
            <Flex gap="10" wrap="wrap">
              <FooterLinks title="Quick Links" items={FOOTER_QUICK_LINKS} />
              <FooterLinks title="Services" items={FOOTER_SERVICES} />
              <FooterLinks title="Legal" items={FOOTER_LEGAL} />
            </Flex>
            <Text fontSize="sm">&copy; 2025 Bulletin. All rights reserved.</Text>
            <Text fontSize="sm" color="gray.400">
              Bulletin is not responsible for the content of external sites.
            </Text>
          </Stack>
        </Container>
      </Box>
    </Flex>
  );
}

function FooterLinks({ title, items }: { title: string; items: readonly NavItem[] }) {
  return (
    <Box as="nav" aria-label={title}>
      <Text fontWeight="bold" mb="2">
        {title}
      </Text>
      <Stack as="ul" listStyleType="none" gap="1">
        {items.map((item) => (
          <li key={item.to}>
            <Link asChild color="gray.100">
              <RouterLink to={item.to}>{item.label}</RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
