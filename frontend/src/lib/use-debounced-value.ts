// The value as it was once it stopped changing for `delayMs`: the service-area preview is
// recalculated after a pause, not on every step of the radius slider, and a list's search goes to
// the server once the typing stops. The first value is passed through at once.
import { useEffect, useState } from 'react';

export function useDebouncedValue<T>(value: T, delayMs: number, isEqual: (a: T, b: T) => boolean): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (isEqual(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs, isEqual]);
  return settled;
}
