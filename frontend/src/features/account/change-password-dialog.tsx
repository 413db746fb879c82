// Change password: current, new and confirmation, sent to Cognito's ChangePassword with the
// signed-in access token.
import { useId, useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import { passwordSchema } from '../../../../shared/schemas/account';
import { TextField } from '../../components/form-field';
import { ModalDialog } from '../../components/modal-dialog';
import { isCognitoError } from '../../lib/cognito-client';
import { useSession } from '../../lib/session';

export function changePasswordErrorMessage(error: unknown): string {
  if (isCognitoError(error, 'NotAuthorizedException') || isCognitoError(error, 'InvalidPasswordException')) {
    // The emulator also says InvalidPasswordException for a wrong current password.
    return /attempts exceeded/i.test(error.message) ? MESSAGES.loginTooManyAttempts : MESSAGES.currentPasswordWrong;
  }
  if (isCognitoError(error, 'LimitExceededException') || isCognitoError(error, 'TooManyRequestsException')) {
    return MESSAGES.loginTooManyAttempts;
  }
  return 'We could not change your password. Please try again.';
}

export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const session = useSession();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string>();
  const [done, setDone] = useState(false);
  const [working, setWorking] = useState(false);
  const errorId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (working) return;
    setFormError(undefined);
    const checked = passwordSchema.safeParse(next);
    const found = {
      current: current ? undefined : 'Current password is required',
      next: checked.success ? undefined : checked.error.issues[0]?.message,
      confirm: next === confirm ? undefined : MESSAGES.passwordsDoNotMatch,
    };
    setErrors(found);
    if (found.current || found.next || found.confirm) return;
    setWorking(true);
    try {
      await session.changePassword(current, next);
      setDone(true);
    } catch (error) {
      setFormError(changePasswordErrorMessage(error));
    } finally {
      setWorking(false);
    }
  }

  return (
    <ModalDialog title="Change Password" onClose={onClose} busy={working}>
      {done ? (
        <>
          <p className="notice notice--success" role="status">
            {MESSAGES.passwordUpdated}
          </p>
          <div className="modal__actions">
            {/* The form is gone: focus moves to the way out so keyboard users are not stranded. */}
            <button type="button" className="button button--primary" onClick={onClose} autoFocus>
              Close
            </button>
          </div>
        </>
      ) : (
        <form noValidate onSubmit={submit} aria-describedby={formError ? errorId : undefined}>
          {formError && (
            <p id={errorId} className="inline-error" role="alert">
              {formError}
            </p>
          )}
          <TextField label="Current password" type="password" name="currentPassword" autoComplete="current-password" value={current} error={errors.current} onChange={(event) => setCurrent(event.target.value)} />
          <TextField label="New password" type="password" name="newPassword" autoComplete="new-password" value={next} error={errors.next} onChange={(event) => setNext(event.target.value)} />
          <TextField label="Confirm new password" type="password" name="confirmPassword" autoComplete="new-password" value={confirm} error={errors.confirm} onChange={(event) => setConfirm(event.target.value)} />
          <div className="modal__actions">
            <button type="button" className="button button--ghost" onClick={onClose} disabled={working}>
              Cancel
            </button>
            <button type="submit" className="button button--primary" disabled={working}>
              {working ? 'Updating...' : 'Update Password'}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
