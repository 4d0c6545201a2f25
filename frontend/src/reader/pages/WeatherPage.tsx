import { Placeholder } from '../../frame/Placeholder';

export default function WeatherPage() {
  return <Placeholder title="Weather" />;
}
