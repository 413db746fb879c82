// The financial dashboard of the signed-in provider: the books of both periods read from the
// tallies (tallies/tally-reads.ts), then the pure computation.
import type { FinancialDashboard, FinancialsQuery } from '../../../shared/schemas/financials';
import { booksOf } from '../tallies/tally-reads';
import type { FinancialsDeps } from '../deps';
import { financialDate, periodRange, previousRange } from '../../../shared/financial-periods';
import { financialDashboard, financialDashboardWindows } from './financial-dashboard';

export async function getFinancials(deps: FinancialsDeps, providerId: string, query: FinancialsQuery): Promise<FinancialDashboard> {
  const today = financialDate(deps.clock());
  const range = periodRange(query.period, today, query);
  const previous = previousRange(query.period, range);
  const windows = financialDashboardWindows(range, previous);
  const books = await booksOf(deps.store, providerId, { range: { from: previous.from, to: range.to }, today, windows });
  return financialDashboard(books, query.period, range, previous);
}
