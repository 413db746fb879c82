// The provider-history budgets, worked out from the measured figures: what a provider's portal and
// financials cost must not grow with their history. From the smallest to the largest history, each
// endpoint's p95 stays within 1.5x and its DynamoDB read units stay flat, and no answer is over 256 KB.
import type { DynamoDbRequest } from '../local/dynamodb-request-log';
import type { LatencySummary } from './stats';

export const P95_GROWTH_BUDGET = 1.5;
/**
 * Read units "flat": the largest history reads no more than 1.1x what the middle one reads. The
 * smallest history is no base for this: its first list pages are not full (10 rentals, 2 invoices
 * where a page holds 25), so it reads less by design, not because reads track the history.
 */
export const READ_UNITS_GROWTH_BUDGET = 1.1;
export const RESPONSE_BYTES_BUDGET = 256 * 1024;

/** The read units one request consumed: the sum over the DynamoDB reads it made (writes consume none). */
export function readUnitsOf(entries: readonly DynamoDbRequest[]): number {
  return entries.reduce((sum, entry) => sum + (entry.readUnits ?? 0), 0);
}

/** The middle value of the per-request figures (a background write landing in one sample does not move it). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

export interface EndpointFigures {
  latency: LatencySummary;
  /** Median read units per request. */
  readUnits: number;
  /** The largest answer body, bytes. */
  bytes: number;
  /** The DynamoDB requests of one request, by operation (e.g. "Query 2, GetItem 1"). */
  reads: string;
}

export interface EndpointVerdict {
  p95Growth: number;
  readUnitsGrowth: number;
  largestBytes: number;
  p95Ok: boolean;
  readUnitsOk: boolean;
  bytesOk: boolean;
}

/** `figures` ordered by history size, smallest first (at least two sizes). */
export function endpointVerdict(figures: readonly EndpointFigures[]): EndpointVerdict {
  const smallest = figures[0];
  const largest = figures[figures.length - 1];
  const middle = figures[Math.max(1, Math.floor((figures.length - 1) / 2))];
  const p95Growth = largest.latency.p95 / smallest.latency.p95;
  const readUnitsGrowth = middle.readUnits === 0 ? (largest.readUnits === 0 ? 1 : Number.POSITIVE_INFINITY) : largest.readUnits / middle.readUnits;
  const largestBytes = Math.max(...figures.map((row) => row.bytes));
  return {
    p95Growth,
    readUnitsGrowth,
    largestBytes,
    p95Ok: p95Growth <= P95_GROWTH_BUDGET,
    readUnitsOk: readUnitsGrowth <= READ_UNITS_GROWTH_BUDGET,
    bytesOk: largestBytes <= RESPONSE_BYTES_BUDGET,
  };
}

/** "Query 2, GetItem 1": what one request did to the table, in the order first seen. */
export function readsOf(entries: readonly DynamoDbRequest[]): string {
  const counts = new Map<string, number>();
  for (const entry of entries) counts.set(entry.operation, (counts.get(entry.operation) ?? 0) + 1);
  return [...counts].map(([operation, count]) => `${operation} ${count}`).join(', ') || '-';
}
