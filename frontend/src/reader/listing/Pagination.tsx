import { Button, HStack, Text } from '@chakra-ui/react';
import { pageItems } from './list-query';

type Props = { page: number; pages: number; onPage: (page: number) => void };

/** Previous, numbered pages, Next (SPEC §2). Nothing when everything fits on one page. */
export function Pagination({ page, pages, onPage }: Props) {
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label="Pagination" gap="1" justify="center" wrap="wrap" mt="8">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      {pageItems(page, pages).map((item, index) =>
        item === 'gap' ? (
          <Text as="span" key={`gap-${index}`} px="1" aria-hidden="true">
            …
          </Text>
        ) : (
          <Button
            key={item}
            size="sm"
            minW="9"
            variant={item === page ? 'solid' : 'ghost'}
            colorPalette={item === page ? 'brand' : 'gray'}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            onClick={() => item !== page && onPage(item)}
          >
            {item}
          </Button>
        ),
      )}
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </HStack>
  );
}
