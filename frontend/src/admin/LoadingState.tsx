import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { useT } from '../i18n/context';

/** A centred spinner with a label screen readers announce. */
export function LoadingState({ label }: { label?: string }) {
  const t = useT();
  return (
    <Center py="16" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">{label ?? t('newsroom.loading')}</Text>
      </VStack>
    </Center>
  );
}
