// A list's search as the server takes it: what was typed once the typing stops, blank as none.
import { useDebouncedValue } from './use-debounced-value';

/** How long typing must pause before the list asks the server again. */
const SEARCH_DEBOUNCE_MS = 300;

const sameText = (a: string, b: string) => a === b;

/** The search text to send (trimmed, undefined when blank), `SEARCH_DEBOUNCE_MS` after the last change. */
export function useListSearch(typed: string): string | undefined {
  const settled = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS, sameText);
  return settled.trim() || undefined;
}
