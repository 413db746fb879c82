// The financial dashboard route (policy 'provider').
import { financialsQuerySchema } from '../../../shared/schemas/financials';
import { defineOperation } from '../../platform/http/operation';
import type { FinancialsDeps } from '../deps';
import { getFinancials } from './get-financials';

export const financialDashboardOperations = {
  getFinancials: defineOperation({ query: financialsQuerySchema }, ({ caller, query }, deps: FinancialsDeps) =>
    getFinancials(deps, caller!.userId, query),
  ),
};
