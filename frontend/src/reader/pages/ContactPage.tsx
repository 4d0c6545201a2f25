import { Placeholder } from '../../frame/Placeholder';

export default function ContactPage() {
  return <Placeholder title="Contact" />;
}
