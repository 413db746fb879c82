// The dashboard's period and tab as the URL holds them (?tab=&period=&from=&to=), and the query the
// financials call is made with. A custom range is only asked for once both dates are set and in order.
import {
  FINANCIAL_MESSAGES,
  FINANCIAL_PERIODS,
  type FinancialPeriod,
} from '../../../../../shared/schemas/financials';

export const PERIOD_LABELS: Record<FinancialPeriod, string> = {
  week: 'Week',
  month: 'Month',
  quarter: 'Quarter',
  year: 'Year',
  last_year: 'Last year',
  custom: 'Custom range',
};

export const FINANCIAL_TABS = [
  { id: 'overview', label: 'Financial Overview' },
  { id: 'invoices', label: 'Invoices' },
  { id: 'expenses', label: 'Expenses' },
  { id: 'reports', label: 'Reports' },
] as const;
export type FinancialTab = (typeof FINANCIAL_TABS)[number]['id'];

export interface PeriodChoice {
  period: FinancialPeriod;
  from: string;
  to: string;
}

export interface FinancialsQueryParams {
  period: FinancialPeriod;
  from?: string;
  to?: string;
}

const isPeriod = (value: string | null): value is FinancialPeriod => FINANCIAL_PERIODS.includes(value as FinancialPeriod);
const isTab = (value: string | null): value is FinancialTab => FINANCIAL_TABS.some((tab) => tab.id === value);

export function tabOf(params: URLSearchParams): FinancialTab {
  const tab = params.get('tab');
  return isTab(tab) ? tab : 'overview';
}

export function periodChoiceOf(params: URLSearchParams): PeriodChoice {
  const period = params.get('period');
  return { period: isPeriod(period) ? period : 'month', from: params.get('from') ?? '', to: params.get('to') ?? '' };
}

/** Why a custom range cannot be asked for yet; undefined when it can (or the period is not custom). */
export function customRangeProblem(choice: PeriodChoice): string | undefined {
  if (choice.period !== 'custom') return undefined;
  if (!choice.from || !choice.to) return FINANCIAL_MESSAGES.customRangeRequired;
  if (choice.from > choice.to) return FINANCIAL_MESSAGES.invalidRange;
  return undefined;
}

/** The query for GET /api/provider/financials, or undefined while a custom range is incomplete. */
export function financialsQueryOf(choice: PeriodChoice): FinancialsQueryParams | undefined {
  if (choice.period !== 'custom') return { period: choice.period };
  return customRangeProblem(choice) ? undefined : { period: 'custom', from: choice.from, to: choice.to };
}

/** The URL's search with one part changed; the custom dates are dropped for the other periods. */
export function searchWith(params: URLSearchParams, change: { tab?: FinancialTab; choice?: PeriodChoice }): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.tab) next.set('tab', change.tab);
  if (change.choice) {
    next.set('period', change.choice.period);
    for (const key of ['from', 'to'] as const) {
      const value = change.choice[key];
      if (change.choice.period === 'custom' && value) next.set(key, value);
      else next.delete(key);
    }
  }
  return next;
}
