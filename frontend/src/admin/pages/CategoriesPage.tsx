import { Button, Flex, Heading, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import useSWR from 'swr';
import { api } from '../../lib/api';
import type { ApiKeys } from '../../lib/route-module';
import type { Category } from '../../lib/types';
import { useDocumentTitle } from '../../lib/use-document-title';
import { EDITOR_ROLES } from '../access';
import { CategoryForm } from '../categories/CategoryForm';
import { CategoryList } from '../categories/CategoryList';
import { categoryStats } from '../categories/tree';
import { ConfirmDialog } from '../ConfirmDialog';
import { ErrorState } from '../ErrorState';
import { LoadingState } from '../LoadingState';
import { refreshCategories } from '../refresh';
import { RequireRole } from '../RequireRole';
import { StatCard } from '../StatCard';
import { useDeleteConfirm } from '../useDeleteConfirm';
import { ListWithSideForm } from '../ListWithSideForm';

/** Every language's articles counted, English names, and the translations the form edits (docs/api.md#languages). */
const CATEGORIES = '/categories?locale=all';

/** The list is public, so it can start loading before the role is known. */
export const apiKeys: ApiKeys = () => [CATEGORIES];

type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; category: Category };

export default function CategoriesPage() {
  useDocumentTitle('Manage Categories');
  return (
    <RequireRole roles={EDITOR_ROLES} reason="Only editors and administrators can manage categories.">
      <CategoryManagement />
    </RequireRole>
  );
}

function CategoryManagement() {
  const { data, error, isLoading, mutate } = useSWR<Category[], Error>(CATEGORIES);
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const deletion = useDeleteConfirm<Category>(
    async (category) => {
      try {
        await api.delete(`/categories/${category._id}`);
        if (form.mode === 'edit' && form.category._id === category._id) setForm({ mode: 'closed' });
      } finally {
        await refreshCategories();
      }
    },
    { success: 'Category deleted successfully!', failure: 'Failed to delete category' },
  );

  const categories = data ?? [];
  const stats = categoryStats(categories);
  const open = form.mode !== 'closed';

  return (
    <>
      <Flex justify="space-between" align="center" wrap="wrap" gap="3" mb="6">
        <Heading as="h1" size="2xl">
          Category Management
        </Heading>
        <Button colorPalette="brand" onClick={() => setForm({ mode: 'create' })}>
          New Category
        </Button>
      </Flex>

      {error && !data ? (
        // Before the loading state: SWR's own retry must not hide Try again.
        <ErrorState title="Could not load the categories" error={error} onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <LoadingState label="Loading categories..." />
      ) : (
        <>
          <SimpleGrid as="section" aria-label="Statistics" columns={{ base: 2, lg: 4 }} gap="4" mb="6">
            <StatCard label="Total Categories" value={stats.total} />
            <StatCard label="Top-level Categories" value={stats.topLevel} />
            <StatCard label="Subcategories" value={stats.subcategories} />
            <StatCard label="Total Articles" value={stats.articles} />
          </SimpleGrid>
          <ListWithSideForm
            formWidth="360px"
            list={
              <CategoryList
                categories={categories}
                onEdit={(category) => setForm({ mode: 'edit', category })}
                onDelete={deletion.ask}
              />
            }
            form={
              open ? (
                <CategoryForm
                  key={form.mode === 'edit' ? form.category._id : 'new'}
                  editing={form.mode === 'edit' ? form.category : null}
                  categories={categories}
                  onDone={() => setForm({ mode: 'closed' })}
                />
              ) : null
            }
          />
        </>
      )}

      <ConfirmDialog
        open={deletion.target !== null}
        title={`Delete ${deletion.target?.name ?? 'category'}?`}
        message="Are you sure you want to delete this category? This action cannot be undone."
        busy={deletion.busy}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </>
  );
}
