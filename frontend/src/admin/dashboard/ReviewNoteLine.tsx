import { Text } from '@chakra-ui/react';
import { useT } from '../../i18n/context';

/**
 * A review note under a dashboard row (docs/product.md#review-notes): why the editor sent the draft back, until it is
 * submitted again.
 */
export function ReviewNoteLine({ note }: { note: string }) {
  const t = useT();
  return (
    <Text fontSize="sm" mt="1" px="2" py="1" bg="orange.50" borderLeftWidth="3px" borderColor="orange.400" whiteSpace="pre-wrap" wordBreak="break-word" lineClamp={4} data-testid="review-note-line">
      <Text as="span" fontWeight="semibold">
        {t('newsroom.review.editorsNote')}
      </Text>{' '}
      {note}
    </Text>
  );
}
