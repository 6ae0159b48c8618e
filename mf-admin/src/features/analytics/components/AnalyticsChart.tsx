import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { FigureRow } from '../analyticsFigures';
import styles from './AnalyticsFigure.module.scss';

export interface AnalyticsChartProps {
  rows: readonly FigureRow[];
  kind: 'bar' | 'horizontal-bar' | 'line';
  valueName: string;
}

// The chart library is loaded with this module only, when the Analytics page draws its first chart. The chart is
// a picture of the table beside it: no keyboard stop of its own (accessibilityLayer off), hidden from screen readers.
export default function AnalyticsChart({ rows, kind, valueName }: AnalyticsChartProps) {
  const data = rows.map((row) => ({ label: row.label, [valueName]: row.value }));
  // Worded categories run down the side, one bar each, so a label never overlaps its neighbour at any width.
  const height = kind === 'horizontal-bar' ? Math.max(120, rows.length * 36 + 48) : 240;
  return (
    <div className={styles.chart}>
      <ResponsiveContainer width="100%" height={height}>
        {kind === 'horizontal-bar' ? (
          <BarChart accessibilityLayer={false} data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="label" width={150} interval={0} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Bar dataKey={valueName} fill="#0f7b6c" isAnimationActive={false} />
          </BarChart>
        ) : kind === 'line' ? (
          <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" minTickGap={16} />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Line type="monotone" dataKey={valueName} stroke="#0b3b60" strokeWidth={2} dot={false} isAnimationActive={false} />
          </LineChart>
        ) : (
          <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" minTickGap={16} />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Bar dataKey={valueName} fill="#0f7b6c" isAnimationActive={false} />
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
