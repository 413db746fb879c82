// Change password: current, new and confirmation, sent to Cognito's ChangePassword with the
// signed-in access token.
import { useEffect, useId, useRef } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import { passwordChangeFormSchema } from '../../../../shared/schemas/account-forms';
import { TextField } from '../form-field';
import { NewPasswordField } from '../new-password-field';
import { FormNotice } from '../form-notice';
import { ModalDialog } from '../modal-dialog';
import { isCognitoError } from '../../lib/cognito-error';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { useChangePassword } from './account-mutations';
import { SCREEN_MESSAGES } from '../../lib/screen-messages';

function changePasswordErrorMessage(error: unknown): string {
  // The pool refusing the new password ("Password did not conform with policy: ..."); the form checks the rule first.
  if (isCognitoError(error, 'InvalidPasswordException') && /conform/i.test(error.message)) return MESSAGES.passwordRule;
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
  const change = useChangePassword();
  const form = useSchemaForm({
    schema: passwordChangeFormSchema,
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    mutation: change,
    failureText: changePasswordErrorMessage,
  });
  const errorId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  // The form is gone once the password changed: focus moves to the way out so keyboard users are not stranded.
  useEffect(() => {
    if (change.isSuccess) closeRef.current?.focus();
  }, [change.isSuccess]);

  return (
    <ModalDialog title="Change Password" onClose={onClose} busy={form.busy}>
      {change.isSuccess ? (
        <>
          <p className="notice notice--success" role="status">
            {SCREEN_MESSAGES.passwordUpdated}
          </p>
          <div className="modal__actions">
            <button ref={closeRef} type="button" className="button button--primary" onClick={onClose}>
              Close
            </button>
          </div>
        </>
      ) : (
        <form {...form.formProps} aria-describedby={form.notice ? errorId : undefined}>
          <FormNotice id={errorId} notice={form.notice} />
          <TextField label="Current password" type="password" autoComplete="current-password" {...form.field('currentPassword')} />
          <NewPasswordField label="New password" {...form.field('newPassword')} />
          <TextField label="Confirm new password" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
          <div className="modal__actions">
            <button type="button" className="button button--ghost" onClick={onClose} disabled={form.busy}>
              Cancel
            </button>
            <button type="submit" className="button button--primary" disabled={form.busy}>
              {form.busy ? 'Updating...' : 'Update Password'}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
