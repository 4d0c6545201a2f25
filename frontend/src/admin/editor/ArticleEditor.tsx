import { Box, Button, chakra, Flex, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { api, ApiError } from '../../lib/api';
import type { Article, Category } from '../../lib/types';
import { useSession } from '../../session';
import { EDITOR_ROLES } from '../access';
import { LoadingState } from '../LoadingState';
import { refreshArticles } from '../refresh';
import { ArticlePreview } from './ArticlePreview';
import { BasicInfoFields } from './BasicInfoFields';
import { EditorSection } from './EditorSection';
import { AdditionalImagesField, FeaturedImageField } from './ImageFields';
import { articleToForm, emptyArticleForm, firstProblem, formToPayload, statusOptions } from './article-form';
import { useUnsavedChangesPrompt } from './use-unsaved-changes';
import { HistoryPanel } from './history/HistoryPanel';

// CKEditor is the heaviest part of the screen: its own chunk, so the form shows while it loads.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/**
 * The form of the article editor, for a new article or the loaded `article` (SPEC §2, §4, §5, §8). With
 * `onRestored`, an existing article shows its History (revisions, compare, restore) and hands a restored
 * article back to the page.
 */
export function ArticleEditor({ article, onRestored }: { article?: Article; onRestored?: (article: Article) => void }) {
  const navigate = useNavigate();
  const { hasAnyRole } = useSession();
  const categories = useSWR<Category[], Error>('/categories');
  const defaults = article ? articleToForm(article) : emptyArticleForm();
  const { register, control, handleSubmit, watch, formState, getValues } = useForm({ defaultValues: defaults });
  const { isDirty, isSubmitting } = formState;
  const { allowLeaving } = useUnsavedChangesPrompt(isDirty);

  const statuses = statusOptions(hasAnyRole(EDITOR_ROLES));
  if (!statuses.includes(defaults.status)) statuses.push(defaults.status);

  const save = handleSubmit(async (values) => {
    const payload = formToPayload(values, article);
    const problem = firstProblem(payload);
    if (problem) {
      toast.error(problem);
      return;
    }
    try {
      if (article) await api.put(`/articles/${article._id}`, payload);
      else await api.post('/articles', payload);
    } catch (error) {
      const fallback = article ? 'Failed to update article' : 'Failed to create article';
      toast.error(error instanceof ApiError && error.message ? error.message : fallback);
      return;
    }
    allowLeaving();
    void refreshArticles();
    toast.success(article ? 'Article updated successfully!' : 'Article created successfully!');
    navigate('/admin');
  });

  return (
    <chakra.form onSubmit={save} noValidate>
      <EditorHeader title={article ? 'Edit Article' : 'Create New Article'}>
        <Button type="submit" colorPalette="brand" disabled={isSubmitting} loading={isSubmitting} loadingText="Saving...">
          Save Article
        </Button>
      </EditorHeader>

      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
        <Stack gap="6">
          <BasicInfoFields
            register={register}
            control={control}
            categories={categories.data}
            categoriesError={categories.error}
            statuses={statuses}
          />
          <EditorSection title="Article Content">
            <Suspense fallback={<LoadingState label="Loading editor..." />}>
              <Controller
                control={control}
                name="content"
                render={({ field }) => (
                  <RichTextEditor initialValue={defaults.content} onChange={field.onChange} onBlur={field.onBlur} />
                )}
              />
            </Suspense>
          </EditorSection>
          <ArticlePreview html={watch('content')} />
        </Stack>
        <Stack gap="6">
          <Controller
            control={control}
            name="featuredImage"
            render={({ field }) => <FeaturedImageField value={field.value} onChange={field.onChange} />}
          />
          <Controller
            control={control}
            name="images"
            render={({ field }) => <AdditionalImagesField value={field.value} onChange={field.onChange} />}
          />
          {article && onRestored && (
            <HistoryPanel article={article} getCurrent={getValues} categories={categories.data} onRestored={onRestored} />
          )}
        </Stack>
      </Grid>
    </chakra.form>
  );
}

/** The screen's heading row: back link, h1 and (in the form) the save button. */
export function EditorHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Flex justify="space-between" align={{ base: 'stretch', sm: 'flex-end' }} gap="4" mb="6" direction={{ base: 'column', sm: 'row' }}>
      <Box>
        <Link asChild color="brand.solid" fontSize="sm" mb="1">
          <RouterLink to="/admin">← Back to Dashboard</RouterLink>
        </Link>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
      </Box>
      {children}
    </Flex>
  );
}

/** Edit mode when the id names no article. */
export function ArticleNotFound() {
  return (
    <Box role="alert" borderWidth="1px" rounded="md" p="6">
      <Heading as="h2" size="lg" mb="2">
        Article Not Found
      </Heading>
      <Text mb="4">The article you're trying to edit doesn't exist or was deleted.</Text>
      <Button asChild colorPalette="brand" size="sm">
        <RouterLink to="/admin">Back to Dashboard</RouterLink>
      </Button>
    </Box>
  );
}
