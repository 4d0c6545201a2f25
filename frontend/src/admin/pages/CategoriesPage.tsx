import { Placeholder } from '../../frame/Placeholder';

export default function CategoriesPage() {
  return <Placeholder title="Category Management" />;
}
