import { Box, Heading, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../i18n/context';
import { useDocumentTitle } from '../lib/use-document-title';

/** Shown to a signed-in account whose role may not use this screen. */
export function NotAllowed({ reason }: { reason?: string }) {
  const t = useT();
  useDocumentTitle(t('newsroom.notAllowed.title'));
  return (
    <Box maxW="xl" py="8">
      <Heading as="h1" size="2xl" mb="3">
        {t('newsroom.notAllowed.heading')}
      </Heading>
      <Text mb="4">
        {reason ?? t('newsroom.notAllowed.reason')}
      </Text>
      <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
        <RouterLink to="/">{t('newsroom.notAllowed.home')}</RouterLink>
      </Link>
    </Box>
  );
}
