import { Box, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { correctionSchema, type Correction, type CorrectionFormValues, type CorrectionInput } from '@bulletin/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { api } from '../../lib/api';
import { useServerMessage } from '../../lib/server-message';
import type { Article } from '../../lib/types';
import { useFormMessage, useLocale, useT } from '../../i18n/context';
import { refreshArticles } from '../refresh';
import { formatNewsroomTime } from '../schedule/newsroom-time';
import { EditorSection } from './EditorSection';

type Props = {
  /** A published article (the panel is shown for no other). */
  article: Article;
  /** The newsroom's time zone: when each correction was added. */
  timeZone: string;
  /** The article as the server answered after the correction: its new version replaces the loaded one. */
  onCorrected: (article: Article) => void;
};

/**
 * The editor's Corrections (docs/product.md#corrections), for editors and admins on a published article: the
 * article's corrections, oldest first, each changeable (never removable), and a form adding one. Every change is
 * its own save (a revision and an audit entry), apart from the article's form.
 */
export function CorrectionsPanel({ article, timeZone, onCorrected }: Props) {
  const t = useT();
  const locale = useLocale();
  const [editing, setEditing] = useState<string | null>(null);
  const path = `/articles/${encodeURIComponent(article._id)}/corrections`;

  const saved = (answer: Article, message: string) => {
    toast.success(message);
    setEditing(null);
    void refreshArticles();
    onCorrected(answer);
  };

  return (
    <EditorSection title={t('newsroom.corrections.title')}>
      <Stack gap="4" data-testid="corrections-panel">
        {article.corrections.length === 0 ? <Text color="fg.muted">{t('newsroom.corrections.none')}</Text> : null}
        {article.corrections.map((c: Correction) =>
          editing === c._id ? (
            <CorrectionForm
              key={c._id}
              initial={c.text}
              submitLabel={t('newsroom.corrections.save')}
              onSubmit={async ({ text }) => saved(await api.put<Article>(`${path}/${encodeURIComponent(c._id)}`, { text }), t('newsroom.corrections.saved'))}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <Box key={c._id} borderBottomWidth="1px" pb="3">
              <Text fontSize="sm" color="fg.muted">
                {formatNewsroomTime(c.at, timeZone, locale)}
              </Text>
              <Text whiteSpace="pre-wrap">{c.text}</Text>
              <Button size="xs" variant="outline" mt="2" onClick={() => setEditing(c._id)}>
                {t('newsroom.corrections.edit')}
              </Button>
            </Box>
          ),
        )}
        <CorrectionForm
          submitLabel={t('newsroom.corrections.add')}
          onSubmit={async ({ text }) => saved(await api.post<Article>(path, { text }), t('newsroom.corrections.added'))}
        />
        <Text fontSize="sm" color="fg.muted">
          {t('newsroom.corrections.hint')}
        </Text>
      </Stack>
    </EditorSection>
  );
}

type FormProps = {
  initial?: string;
  submitLabel: string;
  onSubmit: (values: CorrectionInput) => Promise<void>;
  onCancel?: () => void;
};

/**
 * One correction's text, checked by the contract's schema as the API checks it. Not a <form>: it sits inside the
 * article's form, and Enter in the text area adds a line, so the button sends it.
 */
function CorrectionForm({ initial = '', submitLabel, onSubmit, onCancel }: FormProps) {
  const { reportFormFailure } = useServerMessage();
  const t = useT();
  const say = useFormMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CorrectionFormValues, unknown, CorrectionInput>({ resolver: zodResolver(correctionSchema) as never, defaultValues: { text: initial } });

  const send = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      reset({ text: '' });
    } catch (error) {
      reportFormFailure(error, ['text'] as const, setError, t('newsroom.corrections.failed'));
    }
  });

  return (
    <Stack gap="2">
      <Field.Root invalid={!!errors.text} required>
        <Field.Label>{t('newsroom.corrections.text')}</Field.Label>
        <Textarea rows={3} {...register('text')} />
        <Field.ErrorText color="red.700">{say(errors.text?.message)}</Field.ErrorText>
      </Field.Root>
      <HStack gap="2">
        <Button type="button" size="sm" colorPalette="brand" loading={isSubmitting} disabled={isSubmitting} onClick={() => void send()}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            {t('newsroom.corrections.cancel')}
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}
