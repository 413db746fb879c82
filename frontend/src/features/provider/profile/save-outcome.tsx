// What happened to the last save of a settings page, shown above its form: the spec's success
// banner for 3 seconds, a failure, or a conflict (the profile was changed elsewhere since the page
// loaded it) with a button that reloads the stored profile into the form. Shared by the Pricing,
// Service Areas and Profile pages.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import './profile.css';

export const SAVED_BANNER_MS = 3000;

export type SaveOutcome = { kind: 'saved' | 'failed' | 'conflict'; text: string };

export function useSaveOutcome() {
  const [outcome, setOutcome] = useState<SaveOutcome>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback((next: SaveOutcome | undefined) => {
    clearTimeout(timer.current);
    setOutcome(next);
    if (next?.kind === 'saved') timer.current = setTimeout(() => setOutcome(undefined), SAVED_BANNER_MS);
  }, []);

  return [outcome, show] as const;
}

/** A refused save: 409 means someone else saved first, anything else is the page's failure text. */
export function failureOutcome(error: unknown, failedText: (reason: string) => string): SaveOutcome {
  if (isApiError(error, 409)) return { kind: 'conflict', text: error.message };
  return { kind: 'failed', text: failedText(error instanceof Error ? error.message : '') };
}

interface SaveOutcomeBannerProps {
  outcome: SaveOutcome | undefined;
  onReload: () => void;
  id?: string;
}

export function SaveOutcomeBanner({ outcome, onReload, id }: SaveOutcomeBannerProps) {
  if (!outcome) return null;
  if (outcome.kind === 'saved') {
    return (
      <p id={id} className="notice notice--success" role="status">
        {outcome.text}
      </p>
    );
  }
  return (
    <div id={id} className="inline-error settings-conflict" role="alert">
      <p>{outcome.text}</p>
      {outcome.kind === 'conflict' && (
        <button type="button" className="button button--ghost button--small" onClick={onReload}>
          Reload
        </button>
      )}
    </div>
  );
}
