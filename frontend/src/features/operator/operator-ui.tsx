// Pieces every console list shares: its loading, error, empty and 'Load more' states, the success
// notice after an action, the notes box of the decision dialogs, and Copy buttons.
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { LoadMore } from '../../components/load-more';
import { LoadingPanel, MessagePanel } from '../../components/status-panel';

/** The parts of an infinite query a paged list reads. */
interface PagedQueryState {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  isFetchNextPageError: boolean;
  isRefetchError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<unknown>;
}

interface PagedListProps {
  query: PagedQueryState;
  /** How many items the pages loaded so far hold. */
  count: number;
  loadingLabel: string;
  errorTitle: string;
  emptyTitle: string;
  emptyText?: string;
  /** Names what 'Load more' loads, for screen readers ('Load more provider requests'). */
  itemsName: string;
  children: ReactNode;
}

export function PagedList({ query, count, loadingLabel, errorTitle, emptyTitle, emptyText, itemsName, children }: PagedListProps) {
  if (query.isPending) return <LoadingPanel label={loadingLabel} />;
  if (query.isError && count === 0) {
    return (
      <MessagePanel title={errorTitle} tone="error" headingLevel={3}>
        {query.error && <p>{query.error.message}</p>}
        <button type="button" className="button button--ghost button--small" onClick={() => void query.refetch()}>
          Try again
        </button>
      </MessagePanel>
    );
  }
  if (count === 0) {
    return (
      <MessagePanel title={emptyTitle} headingLevel={3}>
        {emptyText && <p>{emptyText}</p>}
      </MessagePanel>
    );
  }
  return (
    <>
      {query.isRefetchError && (
        <div className="inline-error operator-inline" role="alert">
          <p>We could not refresh this list. {query.error?.message}</p>
          <button type="button" className="button button--ghost button--small" onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      )}
      {children}
      <LoadMore query={query} shown={count} itemsName={itemsName} />
    </>
  );
}

/**
 * The outcome of an action, announced politely. When the action removed the control that had
 * focus (a request that left the list), focus would fall to the page: the notice takes it instead.
 */
function SuccessNotice({ children, onDismiss }: { children: ReactNode; onDismiss: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body || !focused.isConnected) ref.current?.focus();
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className="notice notice--success notice-with-action">
      <p role="status">{children}</p>
      <button type="button" className="link-button" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}

/**
 * A panel's latest success notice: `say` shows one, `clear` drops it, `notice` is what to render.
 * Each notice gets a fresh key, so a second one in a row mounts anew and is announced and focused.
 */
export function useSuccessNotice() {
  const [current, setCurrent] = useState<{ key: number; text: ReactNode } | null>(null);
  const say = useCallback((text: ReactNode) => setCurrent({ key: Date.now(), text }), []);
  const clear = useCallback(() => setCurrent(null), []);
  const notice = current && (
    <SuccessNotice key={current.key} onDismiss={clear}>
      {current.text}
    </SuccessNotice>
  );
  return { notice, say, clear };
}

interface NotesFieldProps {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** The notes' error (e.g. the server's, for notes it refused), linked to the box. */
  error?: string;
  name?: string;
}

const NOTES_MAX_LENGTH = 2000;

export function NotesField({ label, hint, value, onChange, disabled, error, name }: NotesFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="text-input operator-notes"
        rows={4}
        maxLength={NOTES_MAX_LENGTH}
        name={name}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Notes as the API takes them: trimmed, and left out when blank. */
export function notesPayload(notes: string): { notes?: string } {
  const trimmed = notes.trim();
  return trimmed ? { notes: trimmed } : {};
}

export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      // Absent outside secure contexts; the failure message then says what to do instead.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }
  return (
    <span className="copy-button">
      <button type="button" className="button button--ghost button--small" aria-label={label} onClick={() => void copy()}>
        Copy
      </button>
      <span role="status" className="copy-button__status">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Could not copy. Select the text and copy it.' : ''}
      </span>
    </span>
  );
}
