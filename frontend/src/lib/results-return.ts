// The way back from a dumpster page to the results it was opened from: the results address rides
// along in the link (`?from=`), so Back to Search finds the same ZIP, size, filters and sort after
// a reload too. Only a results page of this site is ever followed (never another host or path).
export const RESULTS_RETURN_PARAM = 'from';

/** The results address if it is one of this site's results pages, else undefined. */
export function safeResultsPath(value: string | null | undefined): string | undefined {
  if (!value || !/^\/results(?:\?[^#\\]*)?$/.test(value)) return undefined;
  return value;
}

/** A link to a dumpster page that remembers the results page it came from. */
export function dumpsterPath(listingId: string, from?: string): string {
  const path = `/dumpster/${encodeURIComponent(listingId)}`;
  const back = safeResultsPath(from);
  return back ? `${path}?${RESULTS_RETURN_PARAM}=${encodeURIComponent(back)}` : path;
}
