// The generated reports, newest first, each opening its own page; 'Load more' for older ones.
import { Link } from 'react-router-dom';
import type { FinancialReportsResponse } from '../../../../../../shared/schemas/financials';
import { LoadMore, type NextPageState } from '../../../../components/load-more';
import { formatCalendarDate } from '../../../../lib/calendar-date';
import { formatGeneratedAt, REPORT_TYPE_NAMES, reportPagePath } from './report-format';

export function ReportList({ reports, pages }: { reports: FinancialReportsResponse['reports']; pages: NextPageState }) {
  return (
    <>
      <ul className="report-list">
        {reports.map((report) => (
          <li key={report.reportId} className="report-list__item">
            <Link to={reportPagePath(report)} className="report-list__title">
              {report.title}
              <span className="visually-hidden">
                , {formatCalendarDate(report.dateRange.from)} to {formatCalendarDate(report.dateRange.to)}
              </span>
            </Link>
            <span className="report-list__type">{REPORT_TYPE_NAMES[report.type]}</span>
            <span className="report-list__range">
              {formatCalendarDate(report.dateRange.from)} – {formatCalendarDate(report.dateRange.to)}
            </span>
            <span className="report-list__generated">
              Generated <time dateTime={report.generatedAt}>{formatGeneratedAt(report.generatedAt)}</time>
            </span>
          </li>
        ))}
      </ul>
      <LoadMore query={pages} shown={reports.length} itemsName="reports" />
    </>
  );
}
