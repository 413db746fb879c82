// The report's rows under its column labels (what the CSV export holds), then its totals and notes.
import type { ReportData } from '../../../../../../shared/schemas/financials';
import { reportTable, reportTotals } from './report-format';

export function ReportTable({ title, data }: { title: string; data: ReportData }) {
  const table = reportTable(data);
  return (
    <>
      {/* Focusable so a keyboard can scroll a wide table sideways on a phone. */}
      <div className="report-table-scroll" role="region" aria-label={`${title} table`} tabIndex={0}>
        <table className="report-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              {table.headers.map((header) => (
                <th key={header.label} scope="col" className={header.numeric ? 'report-table__number' : undefined}>
                  {header.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.length === 0 ? (
              <tr>
                <td colSpan={table.headers.length}>No activity in this period.</td>
              </tr>
            ) : (
              table.rows.map((cells, rowIndex) => (
                <tr key={rowIndex}>
                  {cells.map((cell, index) => (
                    <td key={index} className={table.headers[index]?.numeric ? 'report-table__number' : undefined}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <h3 className="report-totals__title">Totals</h3>
      <dl className="report-totals">
        {reportTotals(data).map((total) => (
          <div key={total.key} className="report-totals__item">
            <dt>{total.label}</dt>
            <dd>{total.text}</dd>
          </div>
        ))}
      </dl>
      {data.notes.map((note) => (
        <p key={note} className="field-hint report-note">
          {note}
        </p>
      ))}
    </>
  );
}
