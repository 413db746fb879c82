// Delete account: the visitor types DELETE to confirm; the API removes the sign-in and erases the
// profile, then the session is dropped here and the visitor goes home.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../../shared/messages';
import { TextField } from '../../components/form-field';
import { ModalDialog } from '../../components/modal-dialog';
import { useSession } from '../../lib/session';
import { deleteCustomerAccount } from './account-api';

const CONFIRM_WORD = 'DELETE';

export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
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
      await deleteCustomerAccount();
    } catch {
      setError(MESSAGES.deleteAccountFailed);
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
        <p>
          This removes your sign-in and erases your profile. Your past rentals stay on record for the providers,
          without your personal details. This cannot be undone.
        </p>
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
