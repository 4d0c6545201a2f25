import { Button, Dialog, Field, Portal, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { REVIEW_NOTE_MAX_LENGTH, reviewNoteSchema, type ReviewNoteFormValues } from '@bulletin/contract';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useServerMessage } from '../../lib/server-message';
import type { Article } from '../../lib/types';
import { useFormMessage, useLocale, useT } from '../../i18n/context';
import { countIn } from '../numbers';

type Props = {
  article: Article;
  /** Sends it back with the note (undefined: none); throws when the server refuses (shown here, the dialog stays). */
  onReject: (reviewNote: string | undefined) => Promise<void>;
  onCancel: () => void;
};

/**
 * Reject from the dashboard for an article under review (docs/product.md#review-notes): back to draft, with an
 * optional note to its writer — plain text, at most 1,000 characters, checked by the same schema as the server's
 * (`reviewNoteSchema`).
 */
export function RejectDialog({ article, onReject, onCancel }: Props) {
  const { reportFormFailure } = useServerMessage();
  const t = useT();
  const say = useFormMessage();
  const locale = useLocale();
  const count = (n: number) => countIn(locale, n);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewNoteFormValues, unknown, z.output<typeof reviewNoteSchema>>({
    resolver: zodResolver(reviewNoteSchema) as never,
    defaultValues: { reviewNote: '' },
  });
  const typed = useWatch({ control, name: 'reviewNote' }) ?? '';
  const submit = handleSubmit(async ({ reviewNote }) => {
    try {
      await onReject(reviewNote);
    } catch (error) {
      reportFormFailure(error, ['reviewNote'] as const, setError, t('newsroom.review.rejectFailed'));
    }
  });

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open && !isSubmitting) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" asChild>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('newsroom.review.sendBack')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Dialog.Description mb="3">
                  {t('newsroom.review.sendBackIntro', { title: article.title })}
                </Dialog.Description>
                <Field.Root invalid={!!errors.reviewNote}>
                  <Field.Label>{t('newsroom.review.noteLabel')}</Field.Label>
                  <Textarea rows={5} {...register('reviewNote')} placeholder={t('newsroom.review.notePlaceholder')} />
                  <Field.HelperText>
                    {t('newsroom.review.noteCount', { n: count(Array.from(typed).length), max: count(REVIEW_NOTE_MAX_LENGTH) })}
                  </Field.HelperText>
                  <Field.ErrorText color="red.700">{say(errors.reviewNote?.message)}</Field.ErrorText>
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
                  {t('newsroom.cancel')}
                </Button>
                <Button type="submit" colorPalette="red" loading={isSubmitting} loadingText={t('newsroom.review.sendingBack')}>
                  {t('newsroom.review.sendBack')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
