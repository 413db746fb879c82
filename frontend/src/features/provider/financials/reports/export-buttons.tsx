// 'Export CSV' and 'Export PDF': the server's files of this report, downloaded under their names.
import { useState } from 'react';
import type { FinancialReport } from '../../../../../../shared/schemas/financials';
import { downloadReportFile, EXPORT_FAILED, type ReportFileKind } from './reports-api';

export function ExportButtons({ report }: { report: Pick<FinancialReport, 'reportId' | 'type' | 'dateRange'> }) {
  const [working, setWorking] = useState<ReportFileKind>();
  const [error, setError] = useState<string>();

  async function download(kind: ReportFileKind) {
    if (working) return;
    setError(undefined);
    setWorking(kind);
    try {
      await downloadReportFile(report, kind);
    } catch {
      setError(EXPORT_FAILED);
    } finally {
      setWorking(undefined);
    }
  }

  return (
    <div className="report-exports">
      <div className="report-exports__buttons">
        <button type="button" className="button button--ghost button--small" disabled={working !== undefined} onClick={() => void download('csv')}>
          {working === 'csv' ? 'Exporting CSV...' : 'Export CSV'}
        </button>
        <button type="button" className="button button--ghost button--small" disabled={working !== undefined} onClick={() => void download('pdf')}>
          {working === 'pdf' ? 'Exporting PDF...' : 'Export PDF'}
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {working ? `Exporting ${working.toUpperCase()}...` : ''}
      </p>
      {error && (
        <p className="inline-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
