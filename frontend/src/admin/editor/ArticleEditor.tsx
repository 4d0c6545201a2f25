import { Box, Button, chakra, Flex, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { api, ApiError } from '../../lib/api';
import type { Article, ArticleDetail, Category } from '../../lib/types';
import { useSession } from '../../session';
import { EDITOR_ROLES } from '../access';
import { LoadingState } from '../LoadingState';
import { refreshArticles } from '../refresh';
import { ArticlePreview } from './ArticlePreview';
import { BasicInfoFields } from './BasicInfoFields';
import { EditorSection } from './EditorSection';
import { AdditionalImagesField, FeaturedImageField } from './ImageFields';
import type { Locale } from '@bulletin/contract';
import { articleToForm, emptyArticleForm, firstProblem, formToPayload, statusOptions, translationForm, type ArticleFormValues } from './article-form';
import { OriginalBeside, TranslationPanel } from './TranslationPanel';
import { compareVersions, conflictRows, isEditConflict } from './conflict';
import { ConflictDialog, VersionColumn } from './ConflictDialog';
import { draftKey, dropDraft, keepDraft, readDraft, restoreQuestion } from '../local-draft';
import { useFormMessage, useLocale, useT } from '../../i18n/context';
import { RestoreOffer } from '../RestoreOffer';
import { ReviewNoteNotice } from './ReviewNoteNotice';
import { useUnsavedChangesPrompt } from './use-unsaved-changes';
import { HistoryPanel } from './history/HistoryPanel';
import { CorrectionsPanel } from './CorrectionsPanel';

// CKEditor is the heaviest part of the screen: its own chunk, so the form shows while it loads.
const loadRichTextEditor = () => import('./RichTextEditor');
const RichTextEditor = lazy(loadRichTextEditor);
/** An existing article's page views: its own chunk, loaded when the editor shows one. */
const ArticleFigures = lazy(() => import('../analytics/ArticleFigures'));
/** Starts fetching CKEditor before the form can render (while the screen waits for the newsroom's time zone). */
export const preloadRichTextEditor = () => void loadRichTextEditor();

type Props = {
  /** Edit mode: the article as loaded (its `updatedAt` is the version a save is checked against). */
  article?: Article;
  /** The newsroom's time zone (IANA name): the publish date is entered and shown in it. */
  timeZone: string;
  /** After an edit conflict, "Reload their version": start again from the article as stored now. */
  onReload?: (theirs: ArticleDetail) => void;
  /** With it, an existing article shows its History (revisions, compare, restore); it takes the restored article. */
  onRestored?: (article: Article) => void;
  /** With it, a published article shows its Corrections to editors and admins; it takes the corrected article. */
  onCorrected?: (article: Article) => void;
  /** Create mode for a translation: the article it translates (shown beside the form) and the new one's language. */
  translating?: { original: Article; locale: Locale };
};

/**
 * The article editor, for a new article (a translation too) or the loaded `article` (docs/product.md#article-editor).
 * What is typed is kept in this browser as it is typed (docs/product.md#unsaved-changes); text kept earlier and never
 * saved is offered first, compared with the saved version, before the form shows.
 */
export function ArticleEditor(props: Props) {
  const { article, timeZone, translating } = props;
  const { user } = useSession();
  const t = useT();
  const locale = useLocale();
  // A new translation is kept apart from a new article: it is restored only where it is linked to its original.
  const subject = article
    ? `article:${article._id}`
    : translating
      ? `article:new:${translating.original._id}:${translating.locale}`
      : 'article:new';
  const key = draftKey(user?._id ?? 'signed-out', subject);
  const categories = useSWR<Category[], Error>('/categories');
  const [saved] = useState(() =>
    article
      ? articleToForm(article, timeZone)
      : translating
        ? translationForm(translating.original, translating.locale, new Date(), timeZone)
        : emptyArticleForm(new Date(), timeZone),
  );
  const [offer, setOffer] = useState(() => readDraft<ArticleFormValues>(key));
  const [restored, setRestored] = useState<ArticleFormValues | null>(null);
  const rows = offer ? compareVersions(formToPayload(saved, article, timeZone), formToPayload(offer.values, article, timeZone), { categories: categories.data, timeZone, t, locale }) : [];

  useEffect(() => {
    // What is kept reads the same as what is saved (an editor's own markup aside): nothing to offer.
    if (offer && !rows.some((row) => row.differs)) {
      dropDraft(key);
      setOffer(null);
    }
  });

  if (offer && rows.some((row) => row.differs)) {
    return (
      <RestoreOffer
        question={restoreQuestion(t, offer.savedAt, timeZone)}
        onRestore={() => {
          setRestored(offer.values);
          setOffer(null);
        }}
        onDiscard={() => {
          dropDraft(key);
          setOffer(null);
        }}
      >
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <VersionColumn heading={t(article ? 'newsroom.editor.savedVersion' : 'newsroom.editor.aNewArticle')} side="theirs" rows={rows} />
          <VersionColumn heading={t('newsroom.editor.keptHere')} side="yours" rows={rows} />
        </Grid>
      </RestoreOffer>
    );
  }
  return <ArticleForm {...props} defaults={saved} restored={restored} draft={key} />;
}

/** Keeps a draft without its new images when the browser's storage cannot hold them (data URLs can be megabytes). */
const withoutNewImages = (values: ArticleFormValues): ArticleFormValues => ({
  ...values,
  featuredImage: values.featuredImage && /^data:/i.test(values.featuredImage) ? null : values.featuredImage,
  images: values.images.filter((image) => !/^data:/i.test(image)),
});

type FormProps = Props & { defaults: ArticleFormValues; restored: ArticleFormValues | null; draft: string };

/** The form itself: the saved values, with restored unsaved changes on top when chosen. */
function ArticleForm({ article, timeZone, onReload, onRestored, onCorrected, translating, defaults, restored, draft }: FormProps) {
  const navigate = useNavigate();
  const { hasAnyRole, user } = useSession();
  const t = useT();
  const locale = useLocale();
  const say = useFormMessage();
  const categories = useSWR<Category[], Error>('/categories');
  const { register, control, handleSubmit, watch, formState, getValues, reset } = useForm({ defaultValues: defaults });
  const { isDirty, isSubmitting } = formState;
  const { allowLeaving } = useUnsavedChangesPrompt(isDirty);

  useEffect(() => {
    // Restored changes are unsaved changes: the form is dirty against the saved values.
    if (restored) reset(restored, { keepDefaultValues: true });
    // Every change is kept in this browser at once; a form back at the saved values keeps nothing.
    const watching = watch((values) => {
      const current = values as ArticleFormValues;
      if (JSON.stringify(current) === JSON.stringify(defaults)) dropDraft(draft);
      else keepDraft(draft, current, { lighter: withoutNewImages });
    });
    return () => watching.unsubscribe();
    // Once per form: it mounts after the offer is answered; a new article version mounts a new one.
  }, []);
  /** Someone saved the article since it was opened: their version, as stored now (docs/product.md#edit-conflicts). */
  const [theirs, setTheirs] = useState<ArticleDetail | null>(null);

  const statuses = statusOptions(hasAnyRole(EDITOR_ROLES));
  if (!statuses.includes(defaults.status)) statuses.push(defaults.status);

  /** Saves the form; an edit is checked against `version` (the loaded one, or theirs when overwriting on purpose). */
  const submit = async (values: ArticleFormValues, version = article?.updatedAt) => {
    const payload = formToPayload(values, article, timeZone);
    const problem = firstProblem(payload);
    if (problem) {
      toast.error(say(problem));
      return;
    }
    try {
      if (article) await api.put(`/articles/${article._id}`, { ...payload, updatedAt: version });
      else await api.post('/articles', translating ? { ...payload, translationOf: translating.original._id } : payload);
    } catch (error) {
      if (article && isEditConflict(error)) {
        await showConflict(article._id, error.message);
        return;
      }
      const fallback = t(article ? 'newsroom.editor.updateFailed' : 'newsroom.editor.createFailed');
      toast.error(error instanceof ApiError && error.message ? say(error.message) : fallback);
      return;
    }
    setTheirs(null);
    // Saved: the copy kept in this browser is no longer needed (a failed save above keeps it).
    dropDraft(draft);
    allowLeaving();
    void refreshArticles();
    toast.success(t(article ? 'newsroom.editor.updated' : 'newsroom.editor.created'));
    navigate('/admin');
  };

  /** Reads the article as stored now for the conflict screen (a deleted one: the message, the form kept). */
  const showConflict = async (id: string, message: string) => {
    try {
      setTheirs(await api.get<ArticleDetail>(`/articles/${encodeURIComponent(id)}`));
    } catch (error) {
      toast.error(`${say(message)} ${error instanceof ApiError && error.message ? say(error.message) : t('newsroom.editor.couldNotLoadIt')}`);
    }
  };

  const save = handleSubmit((values) => submit(values));
  const overwrite = handleSubmit((values) => submit(values, theirs?.updatedAt));

  return (
    <chakra.form onSubmit={save} noValidate>
      {theirs ? (
        <ConflictDialog
          theirs={theirs}
          rows={conflictRows(theirs, formToPayload(getValues(), article, timeZone), { categories: categories.data, timeZone, t, locale })}
          timeZone={timeZone}
          busy={isSubmitting}
          onReload={() => {
            // Their version taken on purpose: what was typed here is dropped, kept copy included.
            dropDraft(draft);
            onReload?.(theirs);
          }}
          onOverwrite={() => void overwrite()}
          onClose={() => setTheirs(null)}
        />
      ) : null}
      {article?.reviewNote ? <ReviewNoteNotice note={article.reviewNote} /> : null}
      <EditorHeader title={t(article ? 'newsroom.editor.edit' : translating ? 'newsroom.editor.translate' : 'newsroom.editor.create')}>
        <Button type="submit" colorPalette="brand" disabled={isSubmitting} loading={isSubmitting} loadingText={t('newsroom.saving')}>
          {t('newsroom.editor.save')}
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
            timeZone={timeZone}
            authorId={article ? (article.author?._id ?? undefined) : user?._id}
            coAuthors={article?.coAuthors ?? []}
          />
          <EditorSection title={t('newsroom.editor.content')}>
            <Suspense fallback={<LoadingState label={t('newsroom.editor.loadingEditor')} />}>
              <Controller
                control={control}
                name="content"
                render={({ field }) => (
                  <RichTextEditor
                    initialValue={restored?.content ?? defaults.content}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    contentLanguage={watch('locale')}
                  />
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
            render={({ field }) => (
              <Controller
                control={control}
                name="featuredImageFocus"
                render={({ field: focus }) => <FeaturedImageField value={field.value} onChange={field.onChange} focus={focus.value} onFocus={focus.onChange} />}
              />
            )}
          />
          <Controller
            control={control}
            name="images"
            render={({ field }) => <AdditionalImagesField value={field.value} onChange={field.onChange} />}
          />
          {translating ? <OriginalBeside original={translating.original} /> : null}
          {article ? <TranslationPanel article={article} /> : null}
          {article ? (
            <Suspense fallback={null}>
              <ArticleFigures articleId={article._id} />
            </Suspense>
          ) : null}
          {article?.status === 'published' && onCorrected && hasAnyRole(EDITOR_ROLES) ? (
            <CorrectionsPanel article={article} timeZone={timeZone} onCorrected={onCorrected} />
          ) : null}
          {article && onRestored && (
            <HistoryPanel
              article={article}
              getCurrent={getValues}
              categories={categories.data}
              timeZone={timeZone}
              onRestored={(restoredArticle) => {
                // A revision restored (and saved) on purpose replaces what was typed.
                dropDraft(draft);
                onRestored(restoredArticle);
              }}
            />
          )}
        </Stack>
      </Grid>
    </chakra.form>
  );
}

/** The screen's heading row: back link, h1 and (in the form) the save button. */
export function EditorHeader({ title, children }: { title: string; children?: ReactNode }) {
  const t = useT();
  return (
    <Flex justify="space-between" align={{ base: 'stretch', sm: 'flex-end' }} gap="4" mb="6" direction={{ base: 'column', sm: 'row' }}>
      <Box>
        <Link asChild color="brand.solid" fontSize="sm" mb="1">
          <RouterLink to="/admin">← {t('newsroom.editor.backToDashboard')}</RouterLink>
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
  const t = useT();
  return (
    <Box role="alert" borderWidth="1px" rounded="md" p="6">
      <Heading as="h2" size="lg" mb="2">
        {t('newsroom.editor.notFound')}
      </Heading>
      <Text mb="4">{t('newsroom.editor.notFoundText')}</Text>
      <Button asChild colorPalette="brand" size="sm">
        <RouterLink to="/admin">{t('newsroom.editor.backToDashboard')}</RouterLink>
      </Button>
    </Box>
  );
}
