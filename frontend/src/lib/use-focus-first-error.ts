// After a refused submit, take keyboard and screen-reader users to the first field in error (the
// first element the form marks aria-invalid). Every form that validates on submit uses it, so the
// focus lands the same way on checkout, registration and the profile forms.
import { useEffect, useState, type RefObject } from 'react';

/** Returns `refused`: call it when a submit finds errors; the focus moves once they are rendered. */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>): () => void {
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, form]);
  return () => setAttempt((value) => value + 1);
}
