import { Box, Image } from '@chakra-ui/react';
import { useState } from 'react';

/** The Bulletin logo image; if it fails to load, a circle with the letter B (SPEC §2). */
export function Logo() {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Box
        as="span"
        role="img"
        aria-label="Bulletin"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        boxSize="9"
        borderRadius="full"
        bg="brand.solid"
        color="brand.contrast"
        fontWeight="bold"
        fontSize="xl"
        data-testid="logo-fallback"
      >
        B
      </Box>
    );
  }
  return <Image src="/logo.svg" alt="Bulletin" height="9" width="auto" onError={() => setFailed(true)} />;
}
