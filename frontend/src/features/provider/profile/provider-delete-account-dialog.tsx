// Delete a provider account: the provider types DELETE to confirm; the API refuses (409, with its
// own explanation) while rentals still need the provider, otherwise erases the business and the
// sign-in, and the provider is signed out and sent home.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PROVIDER_SETTINGS_MESSAGES } from '../../../../../shared/schemas/provider-settings';
import { TextField } from '../../../components/form-field';
import { ModalDialog } from '../../../components/modal-dialog';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { deleteProviderAccount } from './profile-api';

const CONFIRM_WORD = 'DELETE';

export function ProviderDeleteAccountDialog({ activeRentals, onClose }: { activeRentals: number; onClose: () => void }) {
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
      await deleteProviderAccount();
    } catch (failure) {
      setError(isApiError(failure, 409) ? failure.message : PROVIDER_SETTINGS_MESSAGES.deleteAccountFailed);
      setWorking(false);
      return;
    }
    // Home first, then forget the session, so the portal's guard never sees it signed out.
    await navigate('/', { replace: true });
    await session.signOut();
  }

  return (
    <ModalDialog title="Delete Account" onClose={onClose} busy={working}>
      <form noValidate onSubmit={submit} aria-describedby={error ? errorId : undefined}>
        <p>
          This removes your sign-in, your business profile, your listings and your uploaded files, and takes you out of
          search. Finished rentals stay on record for your customers. This cannot be undone.
        </p>
        <p className="delete-dialog__rentals">
          A provider with active rentals must resolve them first: complete, reject or cancel every rental that is in
          progress, approved or paid.
          {activeRentals > 0 && ` You have ${activeRentals} active ${activeRentals === 1 ? 'rental' : 'rentals'}.`}
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
