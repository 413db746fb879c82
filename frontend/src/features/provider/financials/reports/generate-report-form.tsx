// Generating a report: a type (unless the page is about one type) and a period. The report is
// generated and stored by the API, then its page opens.
import { useNavigate } from 'react-router-dom';
import { createReportSchema, REPORT_PERIODS, REPORT_TYPES, type ReportType } from '../../../../../../shared/schemas/financials';
import { SelectField } from '../../../../components/form-field';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { REPORT_PERIOD_NAMES, REPORT_TYPE_NAMES, reportPagePath } from './report-format';
import { useGenerateReport } from './reports-api';

const GENERATE_FAILED = 'Failed to generate report. Please try again.';

interface GenerateReportFormProps {
  /** The page's own type: only the period is asked for. */
  fixedType?: ReportType;
  submitLabel?: string;
}

export function GenerateReportForm({ fixedType, submitLabel = 'Generate Report' }: GenerateReportFormProps) {
  const navigate = useNavigate();
  const generate = useGenerateReport();
  const form = useSchemaForm({
    schema: createReportSchema,
    initialValues: { type: fixedType ?? 'profit_loss', period: 'month' },
    mutation: generate,
    onSuccess: (report) => void navigate(reportPagePath(report)),
    failureText: () => GENERATE_FAILED,
  });
  const generating = form.busy;

  return (
    <form {...form.formProps} className="generate-report" aria-busy={generating}>
      <div className="generate-report__fields">
        {!fixedType && (
          <SelectField label="Report type" disabled={generating} {...form.field('type')}>
            {REPORT_TYPES.map((option) => (
              <option key={option} value={option}>
                {REPORT_TYPE_NAMES[option]}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField label="Period" disabled={generating} {...form.field('period')}>
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
      {form.notice && (
        <p className="inline-error" role="alert">
          {form.notice.text}
        </p>
      )}
    </form>
  );
}
