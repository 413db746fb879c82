// A chart with its text alternative: a caption saying what it shows and the figures themselves
// in a table screen readers read (the drawing is hidden from them, and never takes focus).
import { useId, type ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';
import './chart-figure.css';

interface ChartTable {
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

interface ChartFigureProps {
  title: string;
  /** One sentence with the chart's point, read before the table. */
  summary: string;
  table: ChartTable;
  height?: number;
  /** A recharts chart; ResponsiveContainer sizes it to the card at any width. */
  children: ReactNode;
}

export function ChartFigure({ title, summary, table, height = 260, children }: ChartFigureProps) {
  const titleId = useId();
  return (
    <figure className="chart-figure" aria-labelledby={titleId}>
      <figcaption>
        <h3 id={titleId} className="chart-figure__title">
          {title}
        </h3>
        <p className="chart-figure__summary">{summary}</p>
      </figcaption>
      <div className="chart-figure__drawing" aria-hidden="true" style={{ height }}>
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height }}>
          {children}
        </ResponsiveContainer>
      </div>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
