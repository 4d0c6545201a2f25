import { Placeholder } from '../../frame/Placeholder';
import { usePageParams } from '../../lib/route-module';

/** /category/:slug and the section pages (/news, /sport, ...: the category of that slug). */
export default function CategoryPage() {
  const { slug } = usePageParams();
  return <Placeholder title={`Category: ${slug ?? ''}`} />;
}
