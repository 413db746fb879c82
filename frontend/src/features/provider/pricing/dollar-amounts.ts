// The Pricing form edits dollars as typed text; the API and shared/pricing.ts take integer cents.
import { dollarsToCents } from '../../../../../shared/money';

/** "8.50" for 850 and "50" for 5000: whole dollars without a fraction, as a person would type them. */
export function centsToDollarText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/**
 * Cents for typed dollars ("8.5", "$8.50", " 1,200 "), or NaN when the text is not an amount, so
 * the shared schema reports it as not a number. Rounds to the nearest cent.
 */
export function dollarTextToCents(text: string): number {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return Number.NaN;
  return dollarsToCents(Number(cleaned));
}
