import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

/** A centred spinner with a label screen readers announce. */
export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center py="16" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">{label}</Text>
      </VStack>
    </Center>
  );
}
