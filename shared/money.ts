// Money is held as integer cents everywhere; these are the only conversions to and from dollars.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** "$1,234.50" for 123450. */
export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}

/** Whole dollars (as typed in a form or a sample record) to cents, rounded to the nearest cent. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
