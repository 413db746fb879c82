// Generating a report: a type (unless the page is about one type) and a period. The report is
// generated and stored by the API, then its page opens.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { REPORT_PERIODS, REPORT_TYPES, type ReportPeriod, type ReportType } from '../../../../../../shared/schemas/financials';
import { SelectField } from '../../../../components/form-field';
import { REPORT_PERIOD_NAMES, REPORT_TYPE_NAMES, reportPagePath } from './report-format';
import { generateReport, reportGenerated } from './reports-api';

export const GENERATE_FAILED = 'Failed to generate report. Please try again.';

interface GenerateReportFormProps {
  /** The page's own type: only the period is asked for. */
  fixedType?: ReportType;
  submitLabel?: string;
}

export function GenerateReportForm({ fixedType, submitLabel = 'Generate Report' }: GenerateReportFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [type, setType] = useState<ReportType>(fixedType ?? 'profit_loss');
  const [period, setPeriod] = useState<ReportPeriod>('month');
  const [generating, setGenerating] = useState(false);
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (generating) return;
    setError(undefined);
    setGenerating(true);
    try {
      const report = await generateReport({ type: fixedType ?? type, period });
      void reportGenerated(queryClient, report);
      await navigate(reportPagePath(report));
    } catch {
      setError(GENERATE_FAILED);
    } finally {
      setGenerating(false);
    }
  }

  return (
    <form className="generate-report" noValidate onSubmit={submit} aria-busy={generating}>
      <div className="generate-report__fields">
        {!fixedType && (
          <SelectField label="Report type" name="type" value={type} disabled={generating} onChange={(event) => setType(event.target.value as ReportType)}>
            {REPORT_TYPES.map((option) => (
              <option key={option} value={option}>
                {REPORT_TYPE_NAMES[option]}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField label="Period" name="period" value={period} disabled={generating} onChange={(event) => setPeriod(event.target.value as ReportPeriod)}>
          {REPORT_PERIODS.map((option) => (
            <option key={option} value={option}>
              {REPORT_PERIOD_NAMES[option]}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="button button--primary generate-report__submit" disabled={generating}>
          {generating ? 'Generating...' : submitLabel}
        </button>
      </div>
      <p className="generate-report__progress" role="status">
        {generating ? 'Generating report...' : ''}
      </p>
      {error && (
        <p className="inline-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
