// The financial dashboard of the signed-in provider: the books read once (every invoice, the
// expenses of both periods, every rental), then the pure computation.
import type { FinancialDashboard, FinancialsQuery } from '../../../shared/schemas/financials';
import { ledgerOf } from '../books';
import type { FinancialsDeps } from '../deps';
import { financialDate, periodRange, previousRange } from '../../../shared/financial-periods';
import { financialDashboard } from './financial-dashboard';

export async function getFinancials(deps: FinancialsDeps, providerId: string, query: FinancialsQuery): Promise<FinancialDashboard> {
  const today = financialDate(deps.clock());
  const range = periodRange(query.period, today, query);
  const previous = previousRange(query.period, range);
  const ledger = await ledgerOf(deps.store, providerId, { from: previous.from, to: range.to }, today);
  return financialDashboard(ledger, query.period, range, previous);
}
