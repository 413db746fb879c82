// The inventory screen's arithmetic: availability bars on the spec's fixed scale (20 units fill
// the bar), the editable totals as typed, the save request (with the version it was loaded from), and
// the chart's rows.
import { DUMPSTER_SIZES, type DumpsterType } from '../../../../../shared/constants';
import type { DumpsterInventory } from '../../../../../shared/schemas/provider';
import {
  INVENTORY_KEYS,
  PROVIDER_PORTAL_MESSAGES,
  type InventoryKey,
  type InventoryView,
} from '../../../../../shared/schemas/provider-portal';

/** Available dumpsters that fill a size's bar: the same yardstick for every size and provider. */
export const INVENTORY_BAR_SCALE = 20;
const MAX_COUNT = 10_000;

type AvailabilityTone = 'low' | 'medium' | 'high';

export interface AvailabilityLevel {
  /** Width of the bar, 0 to 100. */
  percent: number;
  /** Below 30 % low (red), below 60 % medium (amber), otherwise high (green). */
  tone: AvailabilityTone;
  /** The bar in words, for screen readers: '12 of 20 available'. */
  text: string;
}

export function availabilityLevel(available: number): AvailabilityLevel {
  const percent = Math.round((Math.min(Math.max(available, 0), INVENTORY_BAR_SCALE) / INVENTORY_BAR_SCALE) * 100);
  const tone: AvailabilityTone = percent < 30 ? 'low' : percent < 60 ? 'medium' : 'high';
  const text =
    available > INVENTORY_BAR_SCALE
      ? `${available} available, more than ${INVENTORY_BAR_SCALE}`
      : `${available} of ${INVENTORY_BAR_SCALE} available`;
  return { percent, tone, text };
}

export const sizeOfKey = (key: InventoryKey) => DUMPSTER_SIZES[INVENTORY_KEYS.indexOf(key)]!;

/** A total as typed: a whole number from 0 up, or undefined for anything else (blank, 2.5, -1). */
export function parseCount(value: string): number | undefined {
  if (!/^\s*\d+\s*$/.test(value)) return undefined;
  const count = Number(value);
  return count <= MAX_COUNT ? count : undefined;
}

export type InventoryDraft = Record<InventoryKey, string>;

export function draftOf(totals: DumpsterInventory): InventoryDraft {
  return Object.fromEntries(INVENTORY_KEYS.map((key) => [key, String(totals[key])])) as InventoryDraft;
}

/**
 * The typed totals and chosen types as inventoryUpdateSchema reads them, with the profile's
 * updatedAt the page was loaded from (refused with 409 if another save landed meanwhile). A total
 * that is not a whole number from 0 up is NaN here, which the shared schema refuses in its words.
 */
export function inventoryInputOf(draft: InventoryDraft, types: readonly DumpsterType[], expectedUpdatedAt: string) {
  return {
    dumpsterInventory: Object.fromEntries(INVENTORY_KEYS.map((key) => [key, parseCount(draft[key]) ?? Number.NaN])),
    dumpsterTypes: [...types],
    expectedUpdatedAt,
  };
}

/** The refusal as the spec words it: 'Failed to save changes: {reason}', prefixed once. */
export function saveFailureMessage(message: string): string {
  return message.startsWith(PROVIDER_PORTAL_MESSAGES.saveFailedPrefix) ? message : `${PROVIDER_PORTAL_MESSAGES.saveFailedPrefix}${message}`;
}

export interface InventoryChartRow {
  size: string;
  inUse: number;
  available: number;
}

export function inventoryChartRows(view: Pick<InventoryView, 'inUse' | 'available'>): InventoryChartRow[] {
  return INVENTORY_KEYS.map((key) => ({ size: `${sizeOfKey(key)} yd`, inUse: view.inUse[key], available: view.available[key] }));
}
