import { Box, Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A centred spinner with a status text for screen readers. */
export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <Stack role="status" align="center" py="12" gap="3">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
      <Text color="fg.muted">{label}</Text>
    </Stack>
  );
}

/** A failed load: a heading, the error's message and a Try again button. */
export function ErrorState({ title, error, onRetry }: { title: string; error: Error; onRetry?: () => void }) {
  return (
    <Box
      role="alert"
      borderWidth="1px"
      borderColor="red.300"
      bg="red.50"
      color="red.900"
      borderRadius="md"
      p="5"
      my="4"
    >
      <Heading as="h2" size="md" mb="1">
        {title}
      </Heading>
      <Text mb={onRetry ? '3' : '0'}>{error.message}</Text>
      {onRetry && (
        <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Box>
  );
}

/** Nothing to show: a heading, a line of text and an action. */
export function EmptyState({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <Stack align="center" textAlign="center" py="12" gap="2" borderWidth="1px" borderStyle="dashed" borderRadius="md">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      <Text color="fg.muted">{text}</Text>
      {children}
    </Stack>
  );
}
