import { Box, Text } from '@chakra-ui/react';
import { useT } from '../../i18n/context';

/**
 * The note an editor sent the article back to draft with (docs/product.md#review-notes), above the form until the
 * reporter's next submission clears it. Plain text (the server strips tags), shown as text. A plain box, not Chakra's
 * `Alert`: the Alert's status icons would join Chakra's icon chunk, which the reader's pages load too
 * (`npm run size`).
 */
export function ReviewNoteNotice({ note }: { note: string }) {
  const t = useT();
  return (
    <Box role="note" mb="6" px="4" py="3" borderRadius="md" bg="orange.50" borderLeftWidth="4px" borderColor="orange.400" data-testid="review-note">
      <Text fontWeight="semibold">{t('newsroom.editor.sentBackNote')}</Text>
      <Text whiteSpace="pre-wrap" wordBreak="break-word">
        {note}
      </Text>
    </Box>
  );
}
