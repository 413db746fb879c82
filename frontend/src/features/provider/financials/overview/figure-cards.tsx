// The period's figures as cards: revenue, expenses, profit, estimated tax (25% of a positive
// profit) with their change against the previous equivalent period, and what is still owed.
import { formatUsd } from '../../../../../../shared/money';
import type { FinancialDashboard } from '../../../../../../shared/schemas/financials';
import { changeWording } from './figure-change';

const ARROWS = { up: '▲', down: '▼', same: '■', none: '' } as const;

function FigureCard({ title, cents, change, upIsGood }: { title: string; cents: number; change: number | null; upIsGood: boolean }) {
  const wording = changeWording(change, upIsGood);
  return (
    <li className="card financial-figure">
      <h3 className="financial-figure__title">{title}</h3>
      <p className="financial-figure__amount">{formatUsd(cents)}</p>
      <p className={`financial-figure__change financial-figure__change--${wording.tone}`}>
        {ARROWS[wording.direction] && <span aria-hidden="true">{ARROWS[wording.direction]} </span>}
        {wording.text}
      </p>
    </li>
  );
}

export function FigureCards({ dashboard }: { dashboard: FinancialDashboard }) {
  const { change } = dashboard;
  return (
    <ul className="financial-figures" aria-label="Figures for the period">
      <FigureCard title="Revenue" cents={dashboard.revenueCents} change={change.revenue} upIsGood />
      <FigureCard title="Expenses" cents={dashboard.expensesCents} change={change.expenses} upIsGood={false} />
      <FigureCard title="Profit" cents={dashboard.profitCents} change={change.profit} upIsGood />
      <FigureCard title="Estimated Tax (25%)" cents={dashboard.estimatedTaxCents} change={change.estimatedTax} upIsGood={false} />
      <li className="card financial-figure">
        <h3 className="financial-figure__title">Outstanding</h3>
        <p className="financial-figure__amount">{formatUsd(dashboard.outstandingCents)}</p>
        <p className="financial-figure__change">
          {dashboard.outstandingCount} unpaid invoice{dashboard.outstandingCount === 1 ? '' : 's'} in all
        </p>
      </li>
    </ul>
  );
}
