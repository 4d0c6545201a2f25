import { Checkbox, Field, Flex, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { Controller, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { LANGUAGES, isScheduled, type ArticleCoAuthor, type ArticleStatus } from '@bulletin/contract';
import type { Category } from '../../lib/types';
import { EditorSection } from './EditorSection';
import { CoAuthorsField } from './CoAuthorsField';
import { formatNewsroomTime, fromZonedInput, zoneLabel } from '../schedule/newsroom-time';
import type { ArticleFormValues } from './article-form';
import { useLocale, useT } from '../../i18n/context';
import { languageLabel, statusLabel } from '../labels';

type Props = {
  register: UseFormRegister<ArticleFormValues>;
  control: Control<ArticleFormValues>;
  categories: Category[] | undefined;
  categoriesError: Error | undefined;
  statuses: ArticleStatus[];
  /** The newsroom's time zone (IANA name): the publish date's time is read and shown in it. */
  timeZone: string;
  /** The article's author's account `_id` (the caller for a new article): not offered as a co-author. */
  authorId: string | undefined;
  /** The article's co-authors as loaded ([] for a new article). */
  coAuthors: readonly ArticleCoAuthor[];
};

/**
 * Basic Information (docs/product.md#article-editor): title, excerpt, category, status, language
 * (docs/product.md#languages), tags, publish date, co-authors, two flags.
 */
export function BasicInfoFields({ register, control, categories, categoriesError, statuses, timeZone, authorId, coAuthors }: Props) {
  const t = useT();
  const page = useLocale();
  return (
    <EditorSection title={t('newsroom.editor.basicInfo')}>
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>
            {t('newsroom.editor.title')} <Field.RequiredIndicator />
          </Field.Label>
          <Input {...register('title')} placeholder={t('newsroom.editor.titlePlaceholder')} />
        </Field.Root>

        <Field.Root>
          <Field.Label>{t('newsroom.editor.excerpt')}</Field.Label>
          <Textarea {...register('excerpt')} rows={3} placeholder={t('newsroom.editor.excerptPlaceholder')} />
        </Field.Root>

        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root required invalid={!!categoriesError}>
            <Field.Label>
              {t('newsroom.editor.category')} <Field.RequiredIndicator />
            </Field.Label>
            {/* controlled: the stored category must show once the options arrive after the form */}
            <Controller
              control={control}
              name="category"
              render={({ field }) => (
                <NativeSelect.Root disabled={!categories}>
                  <NativeSelect.Field name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref}>
                    <option value="">{t(categories ? 'newsroom.editor.selectCategory' : 'newsroom.categories.loading')}</option>
                    {categories?.map((category) => (
                      <option key={category._id} value={category._id}>
                        {category.parentCategory ? `${category.parentCategory.name} › ${category.name}` : category.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            />
            {categoriesError ? <Field.ErrorText color="red.700">{t('newsroom.editor.categoriesFailed', { reason: categoriesError.message })}</Field.ErrorText> : null}
          </Field.Root>

          <Field.Root>
            <Field.Label>{t('newsroom.editor.status')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('status')}>
                {statuses.map((status) => (
                  <option key={status} value={status}>
                    {statusLabel(t, status)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>

          <Field.Root>
            <Field.Label>{t('newsroom.editor.language')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('locale')} data-testid="article-language">
                {LANGUAGES.map((language) => (
                  <option key={language.code} value={language.code}>
                    {language.code === 'en' || page !== 'en' ? languageLabel(language.code, page) : `${language.name} — ${language.nativeName}`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>

          <Field.Root>
            <Field.Label>{t('newsroom.editor.tags')}</Field.Label>
            <Input {...register('tags')} placeholder={t('newsroom.editor.tagsPlaceholder')} />
            <Field.HelperText>{t('newsroom.editor.tagsHelp')}</Field.HelperText>
          </Field.Root>

          <PublishDateField register={register} control={control} timeZone={timeZone} />

          <CoAuthorsField control={control} authorId={authorId} credited={coAuthors} />
        </SimpleGrid>

        <Flex gap="6" wrap="wrap">
          <FlagCheckbox control={control} name="featured" label={t('newsroom.editor.featured')} />
          <FlagCheckbox control={control} name="breaking" label={t('newsroom.dashboard.breaking')} />
        </Flex>
      </Stack>
    </EditorSection>
  );
}

/**
 * The publish date and time of day, in the newsroom's time zone (shown with the field), and whether that makes the
 * article scheduled: published with a time still ahead, it appears to readers then, with nobody pressing anything.
 */
function PublishDateField({ register, control, timeZone }: Pick<Props, 'register' | 'control' | 'timeZone'>) {
  const t = useT();
  const locale = useLocale();
  const [status, value] = useWatch({ control, name: ['status', 'publishDate'] });
  const at = value ? fromZonedInput(value, timeZone) : null;
  const scheduled = at !== null && isScheduled({ status, publishDate: at });
  return (
    <Field.Root>
      <Field.Label>{t('newsroom.editor.publishDate')}</Field.Label>
      <Input type="datetime-local" {...register('publishDate')} />
      <Field.HelperText data-testid="publish-time-zone">{t('newsroom.editor.timeZone', { zone: zoneLabel(timeZone, at ?? undefined) })}</Field.HelperText>
      {scheduled ? (
        <Field.HelperText color="purple.700" data-testid="publish-scheduled">
          {t('newsroom.editor.scheduledFrom', { time: formatNewsroomTime(at, timeZone, locale) })}
        </Field.HelperText>
      ) : null}
    </Field.Root>
  );
}

function FlagCheckbox({ control, name, label }: { control: Control<ArticleFormValues>; name: 'featured' | 'breaking'; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root checked={field.value} onCheckedChange={({ checked }) => field.onChange(checked === true)}>
          <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}
