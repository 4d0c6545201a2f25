import { Box, Button, Field, Heading, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import { liveStorySchema, type LiveStory, type LiveStoryInput } from '@bulletin/contract';
import { useServerMessage } from '../../lib/server-message';
import { api } from '../../lib/api';
import type { ArticlePage, Category } from '../../lib/types';
import { useFormMessage, useT } from '../../i18n/context';

type Fields = { title: string; category: string; article: string };
const FIELDS = ['title', 'category', 'article'] as const;
/** Recent published articles to link a story to. */
export const RECENT_ARTICLES_KEY = '/articles?sortBy=publishDate&sortOrder=desc&limit=50';

/** Start a live story (editor, admin): title, category and, optionally, the article it accompanies. */
export function StartStoryForm({ onStarted }: { onStarted: (story: LiveStory) => void }) {
  const { reportFormFailure } = useServerMessage();
  const t = useT();
  const say = useFormMessage();
  const categories = useSWR<Category[]>('/categories');
  const articles = useSWR<ArticlePage>(RECENT_ARTICLES_KEY);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Fields, unknown, LiveStoryInput>({ resolver: zodResolver(liveStorySchema) as never, defaultValues: { title: '', category: '', article: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const story = await api.post<LiveStory>('/live', values);
      toast.success(t('newsroom.live.storyStarted'));
      reset();
      onStarted(story);
    } catch (error) {
      reportFormFailure(error, FIELDS, setError, t('newsroom.live.startFailed'));
    }
  });

  return (
    <Box as="section" aria-labelledby="start-live-heading" borderWidth="1px" rounded="lg" p="4" bg="bg">
      <Heading as="h2" id="start-live-heading" size="lg" mb="4">
        {t('newsroom.live.startHeading')}
      </Heading>
      <form onSubmit={onSubmit} noValidate aria-labelledby="start-live-heading">
        <Stack gap="4">
          <Field.Root invalid={!!errors.title} required>
            <Field.Label>
              {t('newsroom.editor.title')} <Field.RequiredIndicator />
            </Field.Label>
            <Input {...register('title')} />
            <Field.ErrorText color="red.700">{say(errors.title?.message)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.category} required>
            <Field.Label>
              {t('newsroom.editor.category')} <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('category')}>
                <option value="">{t('newsroom.editor.selectCategory')}</option>
                {(categories.data ?? []).map((category) => (
                  <option key={category._id} value={category._id}>
                    {category.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText color="red.700">{say(errors.category?.message)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.article}>
            <Field.Label>{t('newsroom.live.linkedArticle')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('article')}>
                <option value="">{t('newsroom.none')}</option>
                {(articles.data?.articles ?? []).map((article) => (
                  <option key={article._id} value={article._id}>
                    {article.title}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText color="red.700">{say(errors.article?.message)}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" alignSelf="flex-end" loading={isSubmitting} loadingText={t('newsroom.live.starting')}>
            {t('newsroom.live.start')}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
