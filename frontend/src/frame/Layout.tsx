import { Box, Container, Flex, Link } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** The shared page frame (SPEC §2): skip link, header with navigation, the screen in <main>, footer. */
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
      <SiteHeader />
      <Box as="main" id="main" tabIndex={-1} flex="1" outline="none">
        <Container maxW="6xl" py="6">
          <Outlet />
        </Container>
      </Box>
      <SiteFooter />
    </Flex>
  );
}
