import { Box, Heading } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** One titled panel of the article editor (Basic Information, Featured Image, ...). */
export function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  // Not made from the title: in another language's script it would not be a usable id.
  const id = `editor-section-${useId()}`;
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="lg" bg="bg" p={{ base: '4', md: '6' }}>
      <Heading as="h2" id={id} size="lg" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
