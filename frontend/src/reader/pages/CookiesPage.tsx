import { Placeholder } from '../../frame/Placeholder';

export default function CookiesPage() {
  return <Placeholder title="Cookies" />;
}
