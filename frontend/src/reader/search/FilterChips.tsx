import { HStack, Tag, Text } from '@chakra-ui/react';
import type { SearchState } from './search-query';

type Props = {
  state: SearchState;
  /** The selected category's name (its slug until the list has loaded). */
  categoryName: string;
  /** The selected author's name (from the results; 'this author' until they have loaded, or when there are none). */
  authorName: string;
  onChange: (change: Partial<SearchState>) => void;
};

/** The active filters as removable chips: Query, Category, Author, Breaking News, Featured. */
export function FilterChips({ state, categoryName, authorName, onChange }: Props) {
  const chips: { label: string; remove: Partial<SearchState> }[] = [];
  if (state.q) chips.push({ label: `Query: ${state.q}`, remove: { q: '' } });
  if (state.category) chips.push({ label: `Category: ${categoryName}`, remove: { category: '' } });
  if (state.author) chips.push({ label: `Author: ${authorName}`, remove: { author: '' } });
  if (state.breaking) chips.push({ label: 'Breaking News', remove: { breaking: false } });
  if (state.featured) chips.push({ label: 'Featured', remove: { featured: false } });
  if (chips.length === 0) return null;

  return (
    <HStack gap="2" wrap="wrap" mt="3" aria-label="Active filters" role="group">
      <Text as="span" fontSize="sm" color="fg.muted">
        Active filters:
      </Text>
      {chips.map((chip) => (
        <Tag.Root key={chip.label} size="lg" colorPalette="brand" variant="subtle" data-testid="filter-chip">
          <Tag.Label maxW="60" truncate>
            {chip.label}
          </Tag.Label>
          <Tag.EndElement>
            <Tag.CloseTrigger aria-label={`Remove filter ${chip.label}`} onClick={() => onChange(chip.remove)} />
          </Tag.EndElement>
        </Tag.Root>
      ))}
    </HStack>
  );
}
