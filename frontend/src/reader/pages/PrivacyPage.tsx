import { Placeholder } from '../../frame/Placeholder';

export default function PrivacyPage() {
  return <Placeholder title="Privacy Policy" />;
}
