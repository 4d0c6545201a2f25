import { Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';

/** A screen that is not built yet: its title as the page's h1. Replace it with the real screen. */
export function Placeholder({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <>
      <Heading as="h1" size="3xl" mb="4">
        {title}
      </Heading>
      {children ?? <Text color="fg.muted">This screen is coming soon.</Text>}
    </>
  );
}
