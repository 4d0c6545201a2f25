import { Box, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** Watch Live: a link to the newest running live story (`/live`) with a pulsing red dot (still when the reader prefers less motion). */
export function WatchLive({ onNavigate, full }: { onNavigate?: () => void; full?: boolean }) {
  return (
    <Link
      asChild
      display="inline-flex"
      alignItems="center"
      gap="2"
      px="3"
      py="2"
      borderRadius="md"
      bg="brand.solid"
      color="brand.contrast"
      fontWeight="semibold"
      fontSize="sm"
      width={full ? 'full' : undefined}
      _hover={{ bg: 'brand.800', textDecoration: 'none' }}
    >
      <RouterLink to="/live" onClick={onNavigate}>
        <Box as="span" position="relative" display="inline-flex" boxSize="2.5" aria-hidden="true">
          <Box
            as="span"
            position="absolute"
            inset="0"
            borderRadius="full"
            bg="white"
            opacity="0.75"
            animation="ping 1.5s cubic-bezier(0, 0, 0.2, 1) infinite"
            data-testid="live-pulse"
            _motionReduce={{ animation: 'none' }}
          />
          <Box as="span" position="relative" boxSize="2.5" borderRadius="full" bg="white" />
        </Box>
        Watch Live
      </RouterLink>
    </Link>
  );
}
