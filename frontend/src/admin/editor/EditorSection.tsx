import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One titled panel of the article editor (Basic Information, Featured Image, ...). */
export function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `editor-section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="lg" bg="bg" p={{ base: '4', md: '6' }}>
      <Heading as="h2" id={id} size="lg" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
