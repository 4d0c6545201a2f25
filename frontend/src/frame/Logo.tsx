import { Box, Image } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';

/** The Bulletin logo image; if it fails to load, a circle with the letter B (SPEC §2). */
export function Logo() {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // A server-rendered image may have failed before React hydrated it (its error event then went unheard).
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
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
  return <Image ref={image} src="/logo.svg" alt="Bulletin" height="9" width="auto" onError={() => setFailed(true)} />;
}
