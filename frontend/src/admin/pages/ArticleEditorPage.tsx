import { Placeholder } from '../../frame/Placeholder';
import { usePageParams } from '../../lib/route-module';

/** /admin/article/new (create) and /admin/article/:id (edit). */
export default function ArticleEditorPage() {
  const { id } = usePageParams();
  return <Placeholder title={id ? 'Edit Article' : 'Create New Article'} />;
}
