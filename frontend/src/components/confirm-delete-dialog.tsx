// A permanent deletion confirmed in a dialog: the question, Cancel, and a danger button that shows
// progress, keeps the dialog open on failure with the reason, and reports success to the caller.
import { useState, type ReactNode } from 'react';
import { ModalDialog } from './modal-dialog';

interface ConfirmDeleteDialogProps {
  /** "Expense", "Listing": the title and the button say "Delete <noun>". */
  noun: string;
  /** The question, naming what goes and what follows from it. */
  children: ReactNode;
  remove: () => Promise<void>;
  failureText: (failure: unknown) => string;
  onClose: () => void;
  onDeleted: () => void | Promise<void>;
}

export function ConfirmDeleteDialog({ noun, children, remove, failureText, onClose, onDeleted }: ConfirmDeleteDialogProps) {
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string>();

  async function confirm() {
    if (working) return;
    setError(undefined);
    setWorking(true);
    try {
      await remove();
    } catch (failure) {
      setError(failureText(failure));
      setWorking(false);
      return;
    }
    await onDeleted();
  }

  return (
    <ModalDialog title={`Delete ${noun}`} onClose={onClose} busy={working}>
      <p>{children}</p>
      {error && (
        <p className="inline-error" role="alert">
          {error}
        </p>
      )}
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose} disabled={working}>
          Cancel
        </button>
        <button type="button" className="button button--danger" onClick={() => void confirm()} disabled={working}>
          {working ? 'Deleting...' : `Delete ${noun}`}
        </button>
      </div>
    </ModalDialog>
  );
}
