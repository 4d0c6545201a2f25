import useSWR from 'swr';
import { ApiError } from '../../lib/api';
import { usePageParams } from '../../lib/route-module';
import type { ArticleDetail } from '../../lib/types';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ArticleEditor, ArticleNotFound, EditorHeader } from '../editor/ArticleEditor';
import { ErrorState } from '../ErrorState';
import { LoadingState } from '../LoadingState';

/**
 * /admin/article/new (create) and /admin/article/:id (edit, the article loaded with the staff token).
 * Everything of the editor lives in admin/editor/, reached only through this lazy route module, so
 * CKEditor never lands in another screen's chunk.
 */
export default function ArticleEditorPage() {
  const { id } = usePageParams();
  useDocumentTitle(id ? 'Edit Article' : 'Create New Article');
  return id ? <EditExisting id={id} /> : <ArticleEditor key="new" />;
}

function EditExisting({ id }: { id: string }) {
  const { data, error, isLoading, mutate } = useSWR<ArticleDetail, Error>(`/articles/${encodeURIComponent(id)}`);
  if (data) return <ArticleEditor key={data._id} article={data} />;
  return (
    <>
      <EditorHeader title="Edit Article" />
      {error instanceof ApiError && error.status === 404 ? (
        <ArticleNotFound />
      ) : error && !isLoading ? (
        <ErrorState title="The article could not be loaded" error={error} onRetry={() => void mutate()} />
      ) : (
        <LoadingState label="Loading article..." />
      )}
    </>
  );
}
