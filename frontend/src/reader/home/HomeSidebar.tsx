import { Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { NewsletterSignup } from '../newsletter/NewsletterSignup';
import { BEST_AUDIO, DISCOVER_LINKS } from './sidebar-content';

/** The home sidebar: Best Audio of the Week, Discover more, Newsletter Signup, an advertisement slot. */
export function HomeSidebar() {
  return (
    <Stack as="aside" aria-label="More from Bulletin" gap="8">
      <SidebarBox id="audio-heading" title="Best Audio of the Week">
        <Stack as="ol" listStyleType="none" gap="3" data-testid="best-audio">
          {BEST_AUDIO.map((entry, index) => (
            <HStack as="li" key={entry.title} align="start" gap="3">
              <Text fontWeight="bold" color="brand.fg" minW="5" aria-hidden="true">
                {index + 1}
              </Text>
              <Box>
                <Link asChild fontWeight="semibold" color="fg" fontSize="sm">
                  <RouterLink to="/audio">{entry.title}</RouterLink>
                </Link>
                <Text fontSize="xs" color="fg.muted">
                  {entry.show} · {entry.duration}
                </Text>
              </Box>
            </HStack>
          ))}
        </Stack>
      </SidebarBox>

      <SidebarBox id="discover-heading" title="Discover more">
        <Stack as="ul" listStyleType="none" gap="2" data-testid="discover-more">
          {DISCOVER_LINKS.map((link) => (
            <li key={link.to}>
              <Link asChild color="brand.fg" fontWeight="medium">
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Link>
            </li>
          ))}
        </Stack>
      </SidebarBox>

      <SidebarBox id="newsletter-heading" title="Newsletter Signup" tone="muted">
        <Text fontSize="sm" mb="3">
          The day’s most important stories from Bulletin, in your inbox every morning.
        </Text>
        <NewsletterSignup />
      </SidebarBox>

      <Box
        data-testid="advertisement"
        borderWidth="1px"
        borderStyle="dashed"
        borderRadius="md"
        minH="250px"
        display="flex"
        alignItems="center"
        justifyContent="center"
        color="fg.muted"
        fontSize="sm"
        bg="bg.subtle"
      >
        Advertisement
      </Box>
    </Stack>
  );
}

function SidebarBox({ id, title, tone, children }: { id: string; title: string; tone?: 'muted'; children: React.ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} bg={tone === 'muted' ? 'bg.muted' : undefined} p={tone === 'muted' ? '4' : '0'} borderRadius="md">
      <Heading as="h2" id={id} size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
