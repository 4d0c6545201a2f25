import { Text } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { shownRange } from './list-query';

/** 'Showing X - Y of N articles' (SPEC §2); focusable (tabIndex -1) so a page change can move focus here. */
export const ShowingText = forwardRef<HTMLParagraphElement, { page: number; total: number }>(function ShowingText(
  { page, total },
  ref,
) {
  const { from, to } = shownRange(page, total);
  return (
    <Text ref={ref} tabIndex={-1} color="fg.muted" fontSize="sm" outline="none" data-testid="showing">
      {`Showing ${from} - ${to} of ${total} articles`}
    </Text>
  );
});
