import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** One bucket as the chart draws it: its label on the newsroom's clock and its two counts. */
export type ChartPoint = { label: string; views: number; visitors: number };

type Props = {
  points: ChartPoint[];
  /** The lines' names in the page's language. */
  names: { views: string; visitors: string };
  /** A count in the page's language's digits (newsroom numbers.ts). */
  count: (value: number) => string;
};

/**
 * Views and visitors over time (docs/product.md#dashboard), drawn with Recharts (docs/decisions/0033-newsroom-charts.md).
 * Only this module imports the library: the dashboard and the editor load it lazily, so no other chunk carries it.
 * The picture is for sighted readers; the figures are in the table beside it (SeriesFigures), so the chart takes no
 * keyboard focus. Colours keep at least 4.5:1 against white, and visitors are dashed, not told by colour alone.
 */
export default function ViewsChart({ points, names, count }: Props) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <LineChart data={points} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="#d4d4d8" strokeDasharray="3 3" />
        <XAxis dataKey="label" tick={{ fill: '#3f3f46', fontSize: 12 }} minTickGap={16} />
        <YAxis allowDecimals={false} tick={{ fill: '#3f3f46', fontSize: 12 }} tickFormatter={count} width={48} />
        <Tooltip formatter={(value) => count(Number(value))} />
        <Legend />
        <Line type="monotone" dataKey="views" name={names.views} stroke="#1d4ed8" strokeWidth={2} dot={false} isAnimationActive={false} />
        <Line
          type="monotone"
          dataKey="visitors"
          name={names.visitors}
          stroke="#b45309"
          strokeWidth={2}
          strokeDasharray="6 3"
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
