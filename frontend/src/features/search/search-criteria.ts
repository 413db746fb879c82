// What a search is, as the URL carries it: parsing /results query strings (leniently, field by field,
// with the shared schema's rules) and building the URLs the wizard, results and Book Now link to.
import { checkoutPath } from '../../../../shared/checkout-link';
import {
  DEFAULT_SEARCH_SIZE,
  PROVIDER_ADD_ONS,
  type PropertyType,
  type SearchDumpsterType,
} from '../../../../shared/constants';
import { STANDARD_RENTAL_DAYS, type SelectedAddOns } from '../../../../shared/pricing';
import { isCalendarDate } from '../../../../shared/rental-dates';
import { searchQuerySchema } from '../../../../shared/schemas/search';
import { zipCodeSchema } from '../../../../shared/schemas/zip-code';

export interface SearchCriteria {
  zipCode: string;
  size: number;
  dumpsterType?: SearchDumpsterType;
  category?: PropertyType;
  addOns: SelectedAddOns;
  /** Days from delivery to pick-up; the standard week unless the URL names another. */
  rentalDays: number;
  /**
   * The delivery date (YYYY-MM-DD): only providers who deliver then with a dumpster free for the whole
   * rental are listed. Absent: any date, every provider serving the ZIP (links made before dates).
   */
  startDate?: string;
}

export type ParsedCriteria = { ok: true; criteria: SearchCriteria } | { ok: false; zipCode: string; message: string };

const fields = searchQuerySchema.shape;

function optional<T>(schema: { safeParse: (value: unknown) => { success: boolean; data?: T } }, value: string | null) {
  if (value === null || value === '') return undefined;
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

/** Only the flags that are on, so URLs and cache keys do not vary with explicit falses. */
function onlySelected(addOns: SelectedAddOns): SelectedAddOns {
  return Object.fromEntries(PROVIDER_ADD_ONS.filter((key) => addOns[key]).map((key) => [key, true]));
}

/**
 * Reads /results?zipCode&size&dumpsterType&category&addOns&rentalDays&startDate. The wizard writes `type` (its spec
 * wording, see results-url.ts); results write `dumpsterType`; both are accepted. A bad optional value falls back to its
 * default rather than failing the whole search; only the ZIP is required.
 */
export function parseCriteria(params: URLSearchParams): ParsedCriteria {
  const rawZip = params.get('zipCode') ?? params.get('zip') ?? '';
  const zip = zipCodeSchema.safeParse(rawZip);
  if (!zip.success) return { ok: false, zipCode: rawZip, message: zip.error.issues[0]?.message ?? '' };
  const addOns = optional<SelectedAddOns>(fields.addOns, params.get('addOns')) ?? {};
  return {
    ok: true,
    criteria: {
      zipCode: zip.data,
      size: optional<number>(fields.size, params.get('size')) ?? DEFAULT_SEARCH_SIZE,
      dumpsterType: optional<SearchDumpsterType>(fields.dumpsterType, params.get('dumpsterType') ?? params.get('type')),
      category: optional<PropertyType>(fields.category, params.get('category')),
      addOns: onlySelected(addOns),
      rentalDays: optional<number>(fields.rentalDays, params.get('rentalDays')) ?? STANDARD_RENTAL_DAYS,
      startDate: calendarDate(params.get('startDate')),
    },
  };
}

/** The schema's date format, and a day that exists (2026-02-30 would roll over to March). */
function calendarDate(value: string | null): string | undefined {
  const date = optional<string>(fields.startDate, value);
  return date && isCalendarDate(date) ? date : undefined;
}

function addOnsParam(addOns: SelectedAddOns): string | undefined {
  const selected = onlySelected(addOns);
  return Object.keys(selected).length > 0 ? JSON.stringify(selected) : undefined;
}

function toParams(entries: Record<string, string | number | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) if (value !== undefined) params.set(key, String(value));
  return params;
}

/** Canonical /results query for a search (what the results page writes back when criteria change). */
export function criteriaParams(criteria: SearchCriteria): URLSearchParams {
  return toParams({
    zipCode: criteria.zipCode,
    size: criteria.size,
    dumpsterType: criteria.dumpsterType,
    category: criteria.category,
    addOns: addOnsParam(criteria.addOns),
    rentalDays: criteria.rentalDays === STANDARD_RENTAL_DAYS ? undefined : criteria.rentalDays,
    startDate: criteria.startDate,
  });
}

/** The API query for a search; the server prices and sorts. */
export function searchApiQuery(criteria: SearchCriteria) {
  return {
    zipCode: criteria.zipCode,
    size: criteria.size,
    dumpsterType: criteria.dumpsterType,
    category: criteria.category,
    addOns: addOnsParam(criteria.addOns),
    rentalDays: criteria.rentalDays,
    startDate: criteria.startDate,
  };
}

/**
 * 'Book Now': the checkout page's address, in the one codec the page and the payment return use,
 * with the date, length and add-ons the results were found and priced for, so checkout opens on
 * that date and shows the same total.
 */
export function checkoutUrl(providerId: string, criteria: SearchCriteria): string {
  return checkoutPath({
    providerId,
    size: criteria.size,
    zipCode: criteria.zipCode,
    rentalDays: criteria.rentalDays,
    startDate: criteria.startDate,
    addOns: onlySelected(criteria.addOns),
  });
}
