import { Placeholder } from '../../frame/Placeholder';

export default function NewslettersPage() {
  return <Placeholder title="Newsletters" />;
}
