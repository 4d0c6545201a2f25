import { Field, NativeSelect } from '@chakra-ui/react';
import { Controller, type Control } from 'react-hook-form';
import useSWR from 'swr';
import { displayName, type ArticleCoAuthor } from '@bulletin/contract';
import type { ArticleFormValues } from './article-form';
import { useT } from '../../i18n/context';

type Props = {
  control: Control<ArticleFormValues>;
  /** The article's author (the caller for a new article): not offered. */
  authorId: string | undefined;
  /** The co-authors the article has now: shown even when no longer on the staff, so they can be taken off. */
  credited: readonly ArticleCoAuthor[];
};

/**
 * Co-authors (docs/product.md#author-pages): staff credited beside the author, chosen from the newsroom's staff
 * (`GET /staff`) in a multiple select; the author is not offered. The server checks the choice again.
 */
export function CoAuthorsField({ control, authorId, credited }: Props) {
  const t = useT();
  const staff = useSWR<ArticleCoAuthor[], Error>('/staff');
  const onStaff = staff.data ?? [];
  const former = credited.filter((person) => !onStaff.some((member) => member._id === person._id));
  const choices = [...onStaff, ...former].filter((person) => person._id !== authorId);
  return (
    <Field.Root invalid={!!staff.error}>
      <Field.Label>{t('newsroom.editor.coAuthors')}</Field.Label>
      <Controller
        control={control}
        name="coAuthors"
        render={({ field }) => (
          <NativeSelect.Root disabled={!staff.data}>
            <NativeSelect.Field
              multiple
              name={field.name}
              value={field.value ?? []}
              onChange={(event) => field.onChange(Array.from(event.currentTarget.selectedOptions, (option) => option.value))}
              onBlur={field.onBlur}
              ref={field.ref}
              height="auto"
              minHeight="6rem"
              data-testid="article-co-authors"
            >
              {choices.map((person) => (
                <option key={person._id} value={person._id}>
                  {displayName(person) || person.slug || person._id}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        )}
      />
      {staff.error ? (
        <Field.ErrorText color="red.700">{t('newsroom.editor.staffFailed', { reason: staff.error.message })}</Field.ErrorText>
      ) : (
        <Field.HelperText>{t('newsroom.editor.coAuthorsHelp')}</Field.HelperText>
      )}
    </Field.Root>
  );
}
