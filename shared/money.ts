// Money is held as integer cents everywhere; these are the only conversions to and from dollars.

/**
 * "$1,234.50" for 123450, "-$15.00" for -1500: exactly what Intl.NumberFormat('en-US', USD) writes
 * (money.test.ts checks it against that), written by hand because the first Intl formatter a page
 * builds loads the browser's locale data, a long task on a phone that delayed the results page.
 */
export function formatUsd(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = String(whole % 100).padStart(2, '0');
  return `${cents < 0 || Object.is(cents, -0) ? '-' : ''}$${dollars}.${rest}`;
}

/** Whole dollars (as typed in a form or a sample record) to cents, rounded to the nearest cent. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
