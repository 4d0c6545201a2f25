import { Box, HStack, Text } from '@chakra-ui/react';

/** LIVE with a pulsing dot while the story runs (still when the reader prefers less motion); ENDED after. */
export function LiveBadge({ running }: { running: boolean }) {
  if (!running) {
    return (
      <Text as="span" data-testid="live-badge" bg="gray.600" color="white" fontWeight="bold" fontSize="xs" px="2" py="0.5" borderRadius="sm">
        ENDED
      </Text>
    );
  }
  return (
    <HStack as="span" data-testid="live-badge" gap="1.5" bg="brand.solid" color="white" fontWeight="bold" fontSize="xs" px="2" py="0.5" borderRadius="sm">
      <Box as="span" position="relative" display="inline-flex" boxSize="2" aria-hidden="true">
        <Box
          as="span"
          position="absolute"
          inset="0"
          borderRadius="full"
          bg="white"
          opacity="0.75"
          animation="ping 1.5s cubic-bezier(0, 0, 0.2, 1) infinite"
          data-testid="live-badge-pulse"
          _motionReduce={{ animation: 'none' }}
        />
        <Box as="span" position="relative" boxSize="2" borderRadius="full" bg="white" />
      </Box>
      LIVE
    </HStack>
  );
}
