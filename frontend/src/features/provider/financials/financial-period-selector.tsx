// Week, month, quarter, year, last year or a custom range: one pressed button, and two dates when
// the range is custom (asked for only once both are set and in order).
import { FINANCIAL_PERIODS } from '../../../../../shared/schemas/financials';
import { TextField } from '../../../components/form-field';
import { customRangeProblem, PERIOD_LABELS, type PeriodChoice } from './financial-period';

interface FinancialPeriodSelectorProps {
  choice: PeriodChoice;
  onChange: (choice: PeriodChoice) => void;
}

export function FinancialPeriodSelector({ choice, onChange }: FinancialPeriodSelectorProps) {
  const problem = choice.from || choice.to ? customRangeProblem(choice) : undefined;
  return (
    <div className="financials-period">
      <div className="period-selector financials-period__options" role="group" aria-label="Period">
        {FINANCIAL_PERIODS.map((period) => (
          <button
            key={period}
            type="button"
            className="period-selector__option"
            aria-pressed={choice.period === period}
            onClick={() => onChange({ ...choice, period })}
          >
            {PERIOD_LABELS[period]}
          </button>
        ))}
      </div>
      {choice.period === 'custom' && (
        <div className="financials-period__range">
          <TextField label="From" type="date" value={choice.from} max={choice.to || undefined} onChange={(event) => onChange({ ...choice, from: event.target.value })} />
          <TextField label="To" type="date" value={choice.to} min={choice.from || undefined} error={problem} onChange={(event) => onChange({ ...choice, to: event.target.value })} />
        </div>
      )}
    </div>
  );
}
