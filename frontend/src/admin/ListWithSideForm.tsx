import { Box, Grid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The management screens' layout: the list, and beside it (above it on small screens) the side form when
 * one is open: closed, create or edit (docs/product.md#categories-screen, docs/product.md#users-screen).
 */
export function ListWithSideForm({
  list,
  form,
  formWidth,
}: {
  list: ReactNode;
  form: ReactNode | null;
  formWidth: string;
}) {
  return (
    <Grid
      templateColumns={{ base: '1fr', lg: form ? `minmax(0, 1fr) ${formWidth}` : '1fr' }}
      gap="6"
      alignItems="start"
    >
      <Box order={{ base: 2, lg: 1 }}>{list}</Box>
      {form ? (
        <Box order={{ base: 1, lg: 2 }} position={{ lg: 'sticky' }} top="4">
          {form}
        </Box>
      ) : null}
    </Grid>
  );
}
