import { Box, Container, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { FOOTER_LEGAL, FOOTER_QUICK_LINKS, FOOTER_SERVICES, type NavItem } from './nav';

/** The footer (SPEC §2): brand text, Quick Links, Services, the legal row, © 2025, the external-sites note. */
export function SiteFooter() {
  return (
    <Box as="footer" bg="gray.900" color="gray.100" mt="8">
      <Container maxW="6xl" py="8">
        <Stack gap="8">
          <Flex gap="10" wrap="wrap" justify="space-between">
            <Box maxW="sm">
              <Text fontSize="2xl" fontWeight="bold" mb="2" color="white">
                Bulletin
              </Text>
              <Text>
                Bulletin offers trusted news from around the world: reporting, analysis and stories that matter, written
                and checked by our newsroom.
              </Text>
            </Box>
            <FooterLinks title="Quick Links" items={FOOTER_QUICK_LINKS} />
            <FooterLinks title="Services" items={FOOTER_SERVICES} />
          </Flex>
          <Box as="nav" aria-label="Legal" borderTopWidth="1px" borderColor="gray.700" pt="4">
            <HStack as="ul" listStyleType="none" gap="5" wrap="wrap">
              {FOOTER_LEGAL.map((item) => (
                <li key={item.to}>
                  <Link asChild color="gray.100" fontSize="sm">
                    <RouterLink to={item.to}>{item.label}</RouterLink>
                  </Link>
                </li>
              ))}
            </HStack>
          </Box>
          <Stack gap="1">
            <Text fontSize="sm">&copy; 2025 Bulletin. All rights reserved.</Text>
            <Text fontSize="sm" color="gray.300">
              Bulletin is not responsible for the content of external sites.
            </Text>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}

function FooterLinks({ title, items }: { title: string; items: readonly NavItem[] }) {
  const id = `footer-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Box as="nav" aria-labelledby={id}>
      <Text as="h2" id={id} fontWeight="bold" mb="2">
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
