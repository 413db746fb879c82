// What dated results say about the providers a date left out (the server counts them:
// `dates.unavailableCount` of GET /api/search).
const providers = (count: number) => `${count} ${count === 1 ? 'provider' : 'providers'}`;

/** Beside results: "2 providers are fully booked or closed on these dates." */
export function leftOutNote(count: number): string {
  return `${providers(count)} ${count === 1 ? 'is' : 'are'} fully booked or closed on these dates.`;
}

/** When the date left out every provider that matched the size, length, type and add-ons. */
export function noneFreeText(count: number): string {
  const who =
    count === 1
      ? 'The one provider with this size, rental length, type and add-ons is'
      : `All ${providers(count)} with this size, rental length, type and add-ons are`;
  return `${who} fully booked or closed on these dates. Choose another delivery date or a shorter rental.`;
}
