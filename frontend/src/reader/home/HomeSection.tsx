import { Box, Heading, Skeleton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled block of the home page (an h2 and its content). */
export function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size="xl" mb="4" borderBottomWidth="3px" borderColor="brand.accent" pb="1" display="inline-block">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Card-shaped placeholders while a list loads. */
export function CardSkeletons({ count, columns = 2, label }: { count: number; columns?: number; label: string }) {
  return (
    <SimpleGrid columns={{ base: 1, md: columns }} gap="4" role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Stack key={index} gap="2">
          <Skeleton height="140px" />
          <Skeleton height="4" width="80%" />
          <Skeleton height="4" width="60%" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

export function EmptyText({ children }: { children: ReactNode }) {
  return <Text color="fg.muted">{children}</Text>;
}
