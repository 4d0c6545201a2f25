import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The newsroom's bordered list of rows (one `li` each), or its empty text when there are none. Used by the screens
 * of the account-screens chunk only: a module another route chunk imports too becomes a chunk of its own, whose name
 * every reader page's entry chunk then carries (docs/performance.md).
 */
export function RowList({ label, empty, count, children }: { label: string; empty: string; count: number; children: ReactNode }) {
  if (count === 0) {
    return (
      <Text color="fg.muted" py="6" textAlign="center" borderWidth="1px" rounded="lg">
        {empty}
      </Text>
    );
  }
  return (
    <Stack as="ul" aria-label={label} gap="0" listStyleType="none" borderWidth="1px" rounded="lg" divideY="1px">
      {children}
    </Stack>
  );
}
