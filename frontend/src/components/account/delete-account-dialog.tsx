// Delete account, for customers and providers alike: the user types DELETE and their current
// password to confirm (a session left open on someone else's screen cannot erase the account: the
// API has the user pool check the password); the API removes the sign-in and erases the profile,
// then the session is dropped here and the user goes home. A wrong password is said on its field.
// What is erased (the explanation), the call and its failure wording are the caller's.
import { useId, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_DELETION_WORD, type AccountDeletion } from '../../../../shared/schemas/account';
import { accountDeletionConfirmSchema } from '../../../../shared/schemas/account-forms';
import { TextField } from '../form-field';
import { FormNotice } from '../form-notice';
import { ModalDialog } from '../modal-dialog';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { useSession } from '../../lib/session';
import { useDeleteAccount } from './account-mutations';

interface DeleteAccountDialogProps {
  /** The DELETE call with the current password; throws when the account was not deleted. */
  onDelete: (confirmation: AccountDeletion) => Promise<unknown>;
  /** The message shown for a failed `onDelete`. */
  failureText: (failure: unknown) => string;
  onClose: () => void;
  /** What the deletion erases and keeps, above the confirmation. */
  children: ReactNode;
}

export function DeleteAccountDialog({ onDelete, failureText, onClose, children }: DeleteAccountDialogProps) {
  const session = useSession();
  const navigate = useNavigate();
  const form = useSchemaForm({
    schema: accountDeletionConfirmSchema,
    initialValues: { confirmDelete: '', password: '' },
    mutation: useDeleteAccount(onDelete),
    // Home first, then forget the session, so the profile page's guard never sees it signed out.
    onSuccess: () => void Promise.resolve(navigate('/', { replace: true })).then(() => session.signOut()),
    failureText,
  });
  const errorId = useId();
  const confirmed = accountDeletionConfirmSchema.safeParse(form.values).success;

  return (
    <ModalDialog title="Delete Account" onClose={onClose} busy={form.busy}>
      <form {...form.formProps} aria-describedby={form.notice ? errorId : undefined}>
        {children}
        <FormNotice id={errorId} notice={form.notice} />
        <TextField label={`Type ${ACCOUNT_DELETION_WORD} to confirm`} autoComplete="off" {...form.field('confirmDelete')} />
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          hint="Enter the password you sign in with, so we know it is you."
          {...form.field('password')}
        />
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose} disabled={form.busy}>
            Cancel
          </button>
          <button type="submit" className="button button--danger" disabled={!confirmed || form.busy}>
            {form.busy ? 'Deleting...' : 'Delete My Account'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
