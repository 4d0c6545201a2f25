import { Placeholder } from '../../frame/Placeholder';

export default function SearchPage() {
  return <Placeholder title="Search Articles" />;
}
