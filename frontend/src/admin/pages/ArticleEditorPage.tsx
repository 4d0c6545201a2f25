import { ApiError } from '../../lib/api';
import { usePageParams, type ApiKeys } from '../../lib/route-module';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ArticleEditor, ArticleNotFound, EditorHeader } from '../editor/ArticleEditor';
import { useArticleForEditing } from '../editor/use-article-for-editing';
import { ErrorState } from '../ErrorState';
import { LoadingState } from '../LoadingState';

/**
 * /admin/article/new (create) and /admin/article/:id (edit, the article loaded with the staff token).
 * Everything of the editor lives in admin/editor/, reached only through this lazy route module, so
 * CKEditor never lands in another screen's chunk.
 */
/** The category choices start loading with the route (the article itself is read fresh, see below). */
export const apiKeys: ApiKeys = () => ['/categories'];

export default function ArticleEditorPage() {
  const { id } = usePageParams();
  useDocumentTitle(id ? 'Edit Article' : 'Create New Article');
  return id ? <EditExisting key={id} id={id} /> : <ArticleEditor key="new" />;
}

function EditExisting({ id }: { id: string }) {
  const { article, error, loading, retry, replace } = useArticleForEditing(id);
  // A restored revision replaces the article: a new form from its fields (the key).
  if (article) return <ArticleEditor key={`${article._id}:${article.updatedAt}`} article={article} onRestored={replace} />;
  return (
    <>
      <EditorHeader title="Edit Article" />
      {error instanceof ApiError && error.status === 404 ? (
        <ArticleNotFound />
      ) : error && !loading ? (
        <ErrorState title="The article could not be loaded" error={error} onRetry={retry} />
      ) : (
        <LoadingState label="Loading article..." />
      )}
    </>
  );
}
