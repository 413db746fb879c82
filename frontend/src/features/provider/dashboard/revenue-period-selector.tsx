// Week, Month or Year for the revenue figures: one pressed button at a time.
import { DASHBOARD_PERIODS, type DashboardPeriod } from '../../../../../shared/schemas/provider-portal';
import { PERIOD_LABELS } from './dashboard-format';

interface RevenuePeriodSelectorProps {
  period: DashboardPeriod;
  onChange: (period: DashboardPeriod) => void;
}

export function RevenuePeriodSelector({ period, onChange }: RevenuePeriodSelectorProps) {
  return (
    <div className="period-selector" role="group" aria-label="Revenue period">
      {DASHBOARD_PERIODS.map((option) => (
        <button
          key={option}
          type="button"
          className="period-selector__option"
          aria-pressed={period === option}
          onClick={() => onChange(option)}
        >
          {PERIOD_LABELS[option]}
        </button>
      ))}
    </div>
  );
}
