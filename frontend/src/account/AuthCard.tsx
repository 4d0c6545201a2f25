import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';

/** The centred card of the sign-in and sign-up screens, with the page's one h1. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Box maxW="md" mx="auto" borderWidth={{ base: '0', sm: '1px' }} rounded="lg" p={{ base: '0', sm: '8' }} bg="bg">
      <Heading as="h1" size="2xl" mb="1">
        {title}
      </Heading>
      <Text color="fg.muted" mb="6">
        {subtitle}
      </Text>
      {children}
    </Box>
  );
}
