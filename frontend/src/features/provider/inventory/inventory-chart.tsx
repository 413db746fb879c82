// In use against available per size, stacked, so each bar's height is the size's total.
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { InventoryView } from '../../../../../shared/schemas/provider-portal';
import { ChartFigure } from '../dashboard/chart-figure';
import { inventoryChartRows } from './inventory-levels';

const CHART_COLORS = { inUse: '#0f5132', available: '#7fb89b' } as const;

export function InventoryChart({ view }: { view: Pick<InventoryView, 'inUse' | 'available' | 'overview'> }) {
  const rows = inventoryChartRows(view);
  const { totalDumpsters, availableDumpsters } = view.overview;
  return (
    <section className="card inventory-section" aria-labelledby="inventory-chart-title">
      <h2 id="inventory-chart-title" className="inventory-section__title">
        Usage by Size
      </h2>
      <ChartFigure
        title="In use and available dumpsters per size"
        summary={`Today ${totalDumpsters - availableDumpsters} of ${totalDumpsters} dumpsters are out on rental; ${availableDumpsters} are available.`}
        table={{ columns: ['Size', 'In use', 'Available'], rows: rows.map((row) => [row.size, row.inUse, row.available]) }}
      >
        <BarChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="size" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend formatter={(value) => <span className="chart-figure__legend">{value}</span>} />
          <Bar dataKey="inUse" name="In use" stackId="size" fill={CHART_COLORS.inUse} maxBarSize={56} />
          <Bar dataKey="available" name="Available" stackId="size" fill={CHART_COLORS.available} maxBarSize={56} />
        </BarChart>
      </ChartFigure>
    </section>
  );
}
