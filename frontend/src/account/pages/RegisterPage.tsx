import { Placeholder } from '../../frame/Placeholder';

export default function RegisterPage() {
  return <Placeholder title="Create an account" />;
}
