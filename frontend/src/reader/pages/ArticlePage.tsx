import { Placeholder } from '../../frame/Placeholder';
import { usePageParams } from '../../lib/route-module';

export default function ArticlePage() {
  const { slug } = usePageParams();
  return <Placeholder title={`Article: ${slug ?? ''}`} />;
}
