// Where the wizard's 'Find Dumpsters' goes: /results?zipCode=..&type=..&category=.. (the spec's
// query names), then the delivery date and a length other than the standard week, as
// search-criteria.ts reads them. Kept apart from search-criteria.ts, which needs zod, so the home
// page stays small.
import type { PropertyType, WizardDumpsterType } from '../../../../shared/constants';
import { STANDARD_RENTAL_DAYS } from '../../../../shared/pricing';

export interface WizardSearch {
  zipCode: string;
  type: WizardDumpsterType;
  category: PropertyType;
  size?: number;
  startDate?: string;
  rentalDays?: number;
}

export function wizardResultsUrl(input: WizardSearch): string {
  const params = new URLSearchParams({ zipCode: input.zipCode, type: input.type, category: input.category });
  if (input.size) params.set('size', String(input.size));
  if (input.startDate) params.set('startDate', input.startDate);
  if (input.rentalDays && input.rentalDays !== STANDARD_RENTAL_DAYS) params.set('rentalDays', String(input.rentalDays));
  return `/results?${params}`;
}
