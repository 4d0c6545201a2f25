import { Placeholder } from '../../frame/Placeholder';

export default function DashboardPage() {
  return <Placeholder title="Dashboard" />;
}
