// The financial dashboard route (policy 'provider').
import { operationsOf } from '../../platform/http/operation';
import type { FinancialsDeps } from '../deps';
import { getFinancials } from './get-financials';

export const financialDashboardOperations = operationsOf<'financials'>()({
  getFinancials: ({ caller, query }, deps: FinancialsDeps) => getFinancials(deps, caller!.userId, query),
});
