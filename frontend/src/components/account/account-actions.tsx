// Change Password, Log Out and Delete Account, for the customer's and the provider's profile pages.
// A hook rather than a component, because the pages place the dialog differently: the customer's
// outside its settings card (whose h2 style would restyle the dialog's title), the provider's inside.
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { ChangePasswordDialog } from './change-password-dialog';
import './account-actions.css';

/** `deleteDialog` renders the page's own DeleteAccountDialog, closed with the given callback. */
export function useAccountActions(deleteDialog: (onClose: () => void) => ReactNode) {
  const session = useSession();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'password' | 'delete'>();
  const close = () => setDialog(undefined);

  async function logOut() {
    // Leave the guarded page first, so its guard does not bounce the signed-out visitor to /login.
    await navigate('/');
    await session.signOut();
  }

  const actions = (
    <div className="profile-actions">
      <button type="button" className="button button--ghost" onClick={() => setDialog('password')}>
        Change Password
      </button>
      <button type="button" className="button button--ghost" onClick={() => void logOut()}>
        Log Out
      </button>
      <button type="button" className="button button--danger" onClick={() => setDialog('delete')}>
        Delete Account
      </button>
    </div>
  );
  const openDialog =
    dialog === 'password' ? <ChangePasswordDialog onClose={close} /> : dialog === 'delete' ? deleteDialog(close) : null;
  return { actions, dialog: openDialog };
}
