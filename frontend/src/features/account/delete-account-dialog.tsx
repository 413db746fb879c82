// Delete account, for customers and providers alike: the user types DELETE to confirm; the API
// removes the sign-in and erases the profile, then the session is dropped here and the user goes
// home. What is erased (the explanation), the call and its failure wording are the caller's.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../../components/form-field';
import { ModalDialog } from '../../components/modal-dialog';
import { useSession } from '../../lib/session';

const CONFIRM_WORD = 'DELETE';

interface DeleteAccountDialogProps {
  /** The DELETE call; throws when the account was not deleted. */
  onDelete: () => Promise<unknown>;
  /** The message shown for a failed `onDelete`. */
  failureText: (failure: unknown) => string;
  onClose: () => void;
  /** What the deletion erases and keeps, above the confirmation. */
  children: ReactNode;
}

export function DeleteAccountDialog({ onDelete, failureText, onClose, children }: DeleteAccountDialogProps) {
  const session = useSession();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [working, setWorking] = useState(false);
  const errorId = useId();
  const confirmed = typed.trim() === CONFIRM_WORD;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (working || !confirmed) return;
    setError(undefined);
    setWorking(true);
    try {
      await onDelete();
    } catch (failure) {
      setError(failureText(failure));
      setWorking(false);
      return;
    }
    // Home first, then forget the session, so the profile page's guard never sees it signed out.
    await navigate('/', { replace: true });
    await session.signOut();
  }

  return (
    <ModalDialog title="Delete Account" onClose={onClose} busy={working}>
      <form noValidate onSubmit={submit} aria-describedby={error ? errorId : undefined}>
        {children}
        {error && (
          <p id={errorId} className="inline-error" role="alert">
            {error}
          </p>
        )}
        <TextField
          label={`Type ${CONFIRM_WORD} to confirm`}
          name="confirmDelete"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose} disabled={working}>
            Cancel
          </button>
          <button type="submit" className="button button--danger" disabled={!confirmed || working}>
            {working ? 'Deleting...' : 'Delete My Account'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
