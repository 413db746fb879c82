// Where the wizard's 'Find Dumpsters' goes: /results?zipCode=..&type=..&category=.. (the spec's
// query names). Kept apart from search-criteria.ts, which needs zod, so the home page stays small.
import type { PropertyType, WizardDumpsterType } from '../../../../shared/constants';

export function wizardResultsUrl(input: { zipCode: string; type: WizardDumpsterType; category: PropertyType; size?: number }): string {
  const params = new URLSearchParams({ zipCode: input.zipCode, type: input.type, category: input.category });
  if (input.size) params.set('size', String(input.size));
  return `/results?${params}`;
}
