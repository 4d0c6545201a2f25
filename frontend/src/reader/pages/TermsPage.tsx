import { Placeholder } from '../../frame/Placeholder';

export default function TermsPage() {
  return <Placeholder title="Terms of Use" />;
}
