import { Box, Button, Field, Heading, HStack, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useServerMessage } from '../../lib/server-message';
import { api } from '../../lib/api';
import type { Category } from '../../lib/types';
import { useFormMessage, useT } from '../../i18n/context';
import { refreshCategories } from '../refresh';
import { CategoryTranslationFields } from './CategoryTranslationFields';
import { categoryFormSchema, categoryFormValues, categoryPayload, type CategoryFormFields, type CategoryFormOutput } from './form';
import { parentChoices } from './tree';

const FIELDS = ['name', 'description', 'color', 'order', 'parentCategory'] as const;

type Props = {
  /** null: create a new category */
  editing: Category | null;
  categories: Category[];
  onDone: () => void;
};

/** The side form (docs/product.md#categories-screen): create or edit one category; Cancel and success close it. */
export function CategoryForm({ editing, categories, onDone }: Props) {
  const { reportFormFailure } = useServerMessage();
  const t = useT();
  // The contract's validation messages, in the page's language where the catalogs have them.
  const say = useFormMessage();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CategoryFormFields, unknown, CategoryFormOutput>({
    resolver: zodResolver(categoryFormSchema) as never,
    defaultValues: categoryFormValues(editing),
  });
  useEffect(() => setFocus('name'), [setFocus]);

  const choices = parentChoices(categories, editing?._id ?? null);

  const onSubmit = handleSubmit(async (values) => {
    const payload = categoryPayload(values);
    try {
      if (editing) {
        await api.put(`/categories/${editing._id}`, payload);
        toast.success(t('newsroom.categories.updated'));
      } else {
        await api.post('/categories', payload);
        toast.success(t('newsroom.categories.created'));
      }
      await refreshCategories();
      onDone();
    } catch (error) {
      reportFormFailure(error, FIELDS, setError, t(editing ? 'newsroom.categories.updateFailed' : 'newsroom.categories.createFailed'));
    }
  });

  const title = t(editing ? 'newsroom.categories.edit' : 'newsroom.categories.new');
  return (
    <Box as="section" aria-labelledby="category-form-heading" borderWidth="1px" rounded="lg" p="4" bg="bg">
      <Heading as="h2" id="category-form-heading" size="lg" mb="4">
        {title}
      </Heading>
      <form onSubmit={onSubmit} noValidate aria-labelledby="category-form-heading">
        <Stack gap="4">
          <Field.Root invalid={!!errors.name} required>
            <Field.Label>
              {t('newsroom.categories.name')} <Field.RequiredIndicator />
            </Field.Label>
            <Input {...register('name')} />
            <Field.ErrorText color="red.700">{say(errors.name?.message)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.description}>
            <Field.Label>{t('newsroom.categories.description')}</Field.Label>
            <Textarea rows={3} {...register('description')} />
            <Field.ErrorText color="red.700">{say(errors.description?.message)}</Field.ErrorText>
          </Field.Root>
          <HStack gap="4" align="flex-start">
            <Field.Root invalid={!!errors.color} flex="1">
              <Field.Label>{t('newsroom.categories.colour')}</Field.Label>
              <Input type="color" p="1" h="10" {...register('color')} />
              <Field.ErrorText color="red.700">{say(errors.color?.message)}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.order} flex="1">
              <Field.Label>{t('newsroom.categories.order')}</Field.Label>
              <Input type="number" inputMode="numeric" step="1" {...register('order')} />
              <Field.ErrorText color="red.700">{say(errors.order?.message)}</Field.ErrorText>
            </Field.Root>
          </HStack>
          <Field.Root invalid={!!errors.parentCategory}>
            <Field.Label>{t('newsroom.categories.parent')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('parentCategory')}>
                <option value="">{t('newsroom.categories.noParent')}</option>
                {choices.map((category) => (
                  <option key={category._id} value={category._id}>
                    {category.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText color="red.700">{say(errors.parentCategory?.message)}</Field.ErrorText>
          </Field.Root>
          <CategoryTranslationFields register={register} errors={errors.translations} />
          <HStack gap="3" justify="flex-end">
            <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
              {t('newsroom.cancel')}
            </Button>
            <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText={t('newsroom.saving')}>
              {t(editing ? 'newsroom.categories.update' : 'newsroom.categories.create')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}
