import { Box, Button, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useT } from '../i18n/context';

/**
 * The offer of text kept in this browser and never saved (docs/product.md#unsaved-changes): "Restore unsaved changes
 * from HH:MM?", what it holds compared with what is saved, Restore or Discard.
 */
export function RestoreOffer({ question, onRestore, onDiscard, children }: { question: string; onRestore: () => void; onDiscard: () => void; children?: ReactNode }) {
  const t = useT();
  return (
    <Box as="section" role="region" aria-label={t('newsroom.restore.region')} borderWidth="1px" borderColor="blue.300" bg="blue.50" rounded="md" p="4" mb="6">
      <Text fontWeight="semibold" mb="3">
        {question}
      </Text>
      {children ? <Box mb="3">{children}</Box> : null}
      <HStack gap="3">
        <Button size="sm" colorPalette="brand" onClick={onRestore}>
          {t('newsroom.restore.restore')}
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard}>
          {t('newsroom.restore.discard')}
        </Button>
      </HStack>
    </Box>
  );
}
