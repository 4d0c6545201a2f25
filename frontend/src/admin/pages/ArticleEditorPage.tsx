import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isLocale, type Locale } from '@bulletin/contract';
import { ApiError } from '../../lib/api';
import { usePageParams, type ApiKeys } from '../../lib/route-module';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ArticleEditor, ArticleNotFound, EditorHeader, preloadRichTextEditor } from '../editor/ArticleEditor';
import { useArticleForEditing } from '../editor/use-article-for-editing';
import { ErrorState } from '../ErrorState';
import { LoadingState } from '../LoadingState';
import { SETTINGS_KEY, useNewsroomTimeZone } from '../schedule/use-newsroom-time-zone';
import { useT } from '../../i18n/context';

/**
 * /admin/article/new (create) and /admin/article/:id (edit, the article loaded with the staff token).
 * Everything of the editor lives in admin/editor/, reached only through this lazy route module, so
 * CKEditor never lands in another screen's chunk.
 */
/** The category choices and the newsroom's time zone start loading with the route (the article is read fresh, see below). */
export const apiKeys: ApiKeys = () => ['/categories', SETTINGS_KEY];

export default function ArticleEditorPage() {
  const { id } = usePageParams();
  const t = useT();
  const title = t(id ? 'newsroom.editor.edit' : 'newsroom.editor.create');
  useDocumentTitle(title);
  // Publish dates are entered in the newsroom's time zone: the form waits for it (never a time in the wrong zone).
  const { timeZone, error, retry } = useNewsroomTimeZone();
  // CKEditor (the heaviest chunk) starts loading at once, not after the settings answer.
  useEffect(preloadRichTextEditor, []);
  if (!timeZone) {
    return (
      <>
        <EditorHeader title={title} />
        {error ? <ErrorState title={t('newsroom.editor.settingsFailed')} error={error} onRetry={retry} /> : <LoadingState />}
      </>
    );
  }
  if (id) return <EditExisting key={id} id={id} timeZone={timeZone} />;
  return <CreateNew timeZone={timeZone} />;
}

/** Create mode; `?translationOf=<id>&locale=<code>` (Translate, docs/product.md#languages) starts a linked translation. */
function CreateNew({ timeZone }: { timeZone: string }) {
  const [search] = useSearchParams();
  const originalId = search.get('translationOf');
  const locale = search.get('locale');
  if (!originalId || !isLocale(locale)) return <ArticleEditor key="new" timeZone={timeZone} />;
  return <TranslateExisting key={`${originalId}:${locale}`} id={originalId} locale={locale} timeZone={timeZone} />;
}

function TranslateExisting({ id, locale, timeZone }: { id: string; locale: Locale; timeZone: string }) {
  const { article, error, loading, retry } = useArticleForEditing(id);
  const t = useT();
  if (article) return <ArticleEditor key="translate" timeZone={timeZone} translating={{ original: article, locale }} />;
  return (
    <>
      <EditorHeader title={t('newsroom.editor.translate')} />
      {error instanceof ApiError && error.status === 404 ? (
        <ArticleNotFound />
      ) : error && !loading ? (
        <ErrorState title={t('newsroom.editor.loadFailed')} error={error} onRetry={retry} />
      ) : (
        <LoadingState label={t('newsroom.editor.loading')} />
      )}
    </>
  );
}

function EditExisting({ id, timeZone }: { id: string; timeZone: string }) {
  const { article, error, loading, retry, replace } = useArticleForEditing(id);
  const t = useT();
  // A new version (a restored revision, or their version reloaded after an edit conflict) starts a new form (the key).
  if (article) return <ArticleEditor key={`${article._id}@${article.updatedAt}`} article={article} timeZone={timeZone} onReload={replace} onRestored={replace} onCorrected={replace} />;
  return (
    <>
      <EditorHeader title={t('newsroom.editor.edit')} />
      {error instanceof ApiError && error.status === 404 ? (
        <ArticleNotFound />
      ) : error && !loading ? (
        <ErrorState title={t('newsroom.editor.loadFailed')} error={error} onRetry={retry} />
      ) : (
        <LoadingState label={t('newsroom.editor.loading')} />
      )}
    </>
  );
}
