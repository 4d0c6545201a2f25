import { Box, Checkbox, Field, Heading, NativeSelect, Stack } from '@chakra-ui/react';
import type { Category } from '../../lib/types';
import { nextSort } from '../listing/list-query';
import { SortButtons } from '../listing/SortButtons';
import { activeSort, type SearchState } from './search-query';

type Props = {
  state: SearchState;
  categories: Category[] | undefined;
  onChange: (change: Partial<SearchState>) => void;
};

/** The sidebar: Category select, Breaking News and Featured Articles checkboxes, sort buttons. */
export function SearchFilters({ state, categories, onChange }: Props) {
  const sort = activeSort(state);
  // A category in the address that is not in the list (yet) still shows as selected.
  const known = categories?.some((category) => category.slug === state.category);

  return (
    <Box as="aside" aria-labelledby="filters-heading" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" id="filters-heading" size="md" mb="4">
        Filters
      </Heading>
      <Stack gap="5">
        <Field.Root>
          <Field.Label>Category</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={state.category} onChange={(event) => onChange({ category: event.target.value })}>
              <option value="">All Categories</option>
              {state.category && !known && <option value={state.category}>{state.category}</option>}
              {categories?.map((category) => (
                <option key={category._id} value={category.slug}>
                  {category.parentCategory ? `${category.parentCategory.name} › ${category.name}` : category.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>

        <Stack gap="3">
          <Checkbox.Root
            checked={state.breaking}
            onCheckedChange={(event) => onChange({ breaking: event.checked === true })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Breaking News</Checkbox.Label>
          </Checkbox.Root>
          <Checkbox.Root
            checked={state.featured}
            onCheckedChange={(event) => onChange({ featured: event.checked === true })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Featured Articles</Checkbox.Label>
          </Checkbox.Root>
        </Stack>

        <Box>
          <SortButtons layout="stacked" active={sort} onSort={(field) => onChange({ sort: nextSort(sort, field) })} />
          {!sort && (
            <Box fontSize="xs" color="fg.muted" mt="2">
              Sorted by relevance to your search.
            </Box>
          )}
        </Box>
      </Stack>
    </Box>
  );
}
