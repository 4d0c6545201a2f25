import { Button, Flex, Heading, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import useSWR from 'swr';
import { api } from '../../lib/api';
import type { ApiKeys } from '../../lib/route-module';
import type { Category } from '../../lib/types';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useT } from '../../i18n/context';
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
  const t = useT();
  useDocumentTitle(t('newsroom.nav.categories'));
  return (
    <RequireRole roles={EDITOR_ROLES} reason={t('newsroom.categories.onlyEditors')}>
      <CategoryManagement />
    </RequireRole>
  );
}

function CategoryManagement() {
  const t = useT();
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
    { success: t('newsroom.categories.deleted'), failure: t('newsroom.categories.deleteFailed') },
  );

  const categories = data ?? [];
  const stats = categoryStats(categories);
  const open = form.mode !== 'closed';

  return (
    <>
      <Flex justify="space-between" align="center" wrap="wrap" gap="3" mb="6">
        <Heading as="h1" size="2xl">
          {t('newsroom.categories.heading')}
        </Heading>
        <Button colorPalette="brand" onClick={() => setForm({ mode: 'create' })}>
          {t('newsroom.categories.new')}
        </Button>
      </Flex>

      {error && !data ? (
        // Before the loading state: SWR's own retry must not hide Try again.
        <ErrorState title={t('newsroom.categories.loadFailed')} error={error} onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <LoadingState label={t('newsroom.categories.loading')} />
      ) : (
        <>
          <SimpleGrid as="section" aria-label={t('newsroom.dashboard.statistics')} columns={{ base: 2, lg: 4 }} gap="4" mb="6">
            <StatCard label={t('newsroom.categories.total')} value={stats.total} />
            <StatCard label={t('newsroom.categories.topLevel')} value={stats.topLevel} />
            <StatCard label={t('newsroom.categories.subcategories')} value={stats.subcategories} />
            <StatCard label={t('newsroom.dashboard.totalArticles')} value={stats.articles} />
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
        title={
          deletion.target ? t('newsroom.categories.deleteTitle', { name: deletion.target.name }) : t('newsroom.categories.deleteTitleNone')
        }
        message={t('newsroom.categories.deleteMessage')}
        busy={deletion.busy}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </>
  );
}
