import { Placeholder } from '../../frame/Placeholder';

export default function UsersPage() {
  return <Placeholder title="User Management" />;
}
