import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

/** A short page of Bulletin's own text: the title as h1, an introduction, and sections. */
export function ContentPage({ title, intro, updated, children }: { title: string; intro: string; updated?: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Box as="article" maxW="3xl">
      <Heading as="h1" size="3xl" mb="3">
        {title}
      </Heading>
      <Text fontSize="lg" color="fg.muted" mb={updated ? '1' : '8'}>
        {intro}
      </Text>
      {updated ? (
        <Text fontSize="sm" color="fg.muted" mb="8">
          Last updated: {updated}
        </Text>
      ) : null}
      <Stack gap="8">{children}</Stack>
    </Box>
  );
}

/** One titled part of a content page. */
export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h2" size="lg" mb="2">
        {title}
      </Heading>
      <Stack gap="3" lineHeight="tall">
        {children}
      </Stack>
    </Box>
  );
}
