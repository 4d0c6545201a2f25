import { Box, Heading, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../lib/use-document-title';

/** Shown to a signed-in account whose role may not use this screen. */
export function NotAllowed({ reason }: { reason?: string }) {
  useDocumentTitle('Not allowed');
  return (
    <Box maxW="xl" py="8">
      <Heading as="h1" size="2xl" mb="3">
        You are not allowed to view this page
      </Heading>
      <Text mb="4">
        {reason ??
          'This part of Bulletin is for newsroom staff. Your account does not have the role it needs. If you think this is a mistake, ask an administrator.'}
      </Text>
      <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
        <RouterLink to="/">Back to Home</RouterLink>
      </Link>
    </Box>
  );
}
