import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The catch-all route. */
export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Stack align="center" textAlign="center" py="16" gap="4">
      <Heading as="h1" size="3xl">
        Page not found
      </Heading>
      <Text color="fg.muted">The page you're looking for doesn't exist or has moved.</Text>
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to="/">Back to Home</RouterLink>
      </Link>
    </Stack>
  );
}
