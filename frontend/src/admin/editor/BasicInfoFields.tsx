import { Checkbox, Field, Flex, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { Controller, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { LANGUAGES, isScheduled, type ArticleStatus } from '@bulletin/contract';
import type { Category } from '../../lib/types';
import { EditorSection } from './EditorSection';
import { formatNewsroomTime, fromZonedInput, zoneLabel } from '../schedule/newsroom-time';
import { STATUS_LABELS, type ArticleFormValues } from './article-form';

type Props = {
  register: UseFormRegister<ArticleFormValues>;
  control: Control<ArticleFormValues>;
  categories: Category[] | undefined;
  categoriesError: Error | undefined;
  statuses: ArticleStatus[];
  /** The newsroom's time zone (IANA name): the publish date's time is read and shown in it. */
  timeZone: string;
};

/**
 * Basic Information (docs/product.md#article-editor): title, excerpt, category, status, language
 * (docs/product.md#languages), tags, publish date, two flags.
 */
export function BasicInfoFields({ register, control, categories, categoriesError, statuses, timeZone }: Props) {
  return (
    <EditorSection title="Basic Information">
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>
            Title <Field.RequiredIndicator />
          </Field.Label>
          <Input {...register('title')} placeholder="Enter article title" />
        </Field.Root>

        <Field.Root>
          <Field.Label>Excerpt</Field.Label>
          <Textarea {...register('excerpt')} rows={3} placeholder="A short summary shown on cards and lists" />
        </Field.Root>

        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root required invalid={!!categoriesError}>
            <Field.Label>
              Category <Field.RequiredIndicator />
            </Field.Label>
            {/* controlled: the stored category must show once the options arrive after the form */}
            <Controller
              control={control}
              name="category"
              render={({ field }) => (
                <NativeSelect.Root disabled={!categories}>
                  <NativeSelect.Field name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref}>
                    <option value="">{categories ? 'Select a category' : 'Loading categories...'}</option>
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
            {categoriesError ? <Field.ErrorText color="red.700">Categories could not be loaded: {categoriesError.message}</Field.ErrorText> : null}
          </Field.Root>

          <Field.Root>
            <Field.Label>Status</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('status')}>
                {statuses.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>

          <Field.Root>
            <Field.Label>Language</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('locale')} data-testid="article-language">
                {LANGUAGES.map((language) => (
                  <option key={language.code} value={language.code}>
                    {language.code === 'en' ? language.name : `${language.name} — ${language.nativeName}`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>

          <Field.Root>
            <Field.Label>Tags</Field.Label>
            <Input {...register('tags')} placeholder="politics, economy, world" />
            <Field.HelperText>Separate tags with commas.</Field.HelperText>
          </Field.Root>

          <PublishDateField register={register} control={control} timeZone={timeZone} />
        </SimpleGrid>

        <Flex gap="6" wrap="wrap">
          <FlagCheckbox control={control} name="featured" label="Featured Article" />
          <FlagCheckbox control={control} name="breaking" label="Breaking News" />
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
  const [status, value] = useWatch({ control, name: ['status', 'publishDate'] });
  const at = value ? fromZonedInput(value, timeZone) : null;
  const scheduled = at !== null && isScheduled({ status, publishDate: at });
  return (
    <Field.Root>
      <Field.Label>Publish date</Field.Label>
      <Input type="datetime-local" {...register('publishDate')} />
      <Field.HelperText data-testid="publish-time-zone">Time zone: {zoneLabel(timeZone, at ?? undefined)}</Field.HelperText>
      {scheduled ? (
        <Field.HelperText color="purple.700" data-testid="publish-scheduled">
          Scheduled: readers see it from {formatNewsroomTime(at, timeZone)}.
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
