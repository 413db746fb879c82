// /forgot-password: step 1 asks Cognito to e-mail a reset code; step 2 takes the code and a new
// password, then returns to /login with a notice.
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../../shared/messages';
import { passwordResetFormSchema, passwordResetRequestSchema } from '../../../../shared/schemas/account-forms';
import { TextField } from '../../components/form-field';
import { NewPasswordField } from '../../components/new-password-field';
import { FormNotice } from '../../components/form-notice';
import { useDocumentTitle } from '../../components/use-document-title';
import { isCognitoError } from '../../lib/cognito-error';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { useRequestPasswordReset, useResetPassword } from './account-api';
import './account.css';
import { SCREEN_MESSAGES } from '../../lib/screen-messages';

export function resetErrorMessage(error: unknown): string {
  if (!isCognitoError(error)) return SCREEN_MESSAGES.resetFailed;
  switch (error.code) {
    case 'CodeMismatchException':
      return SCREEN_MESSAGES.resetCodeMismatch;
    case 'ExpiredCodeException':
      return SCREEN_MESSAGES.resetCodeExpired;
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      return MESSAGES.loginTooManyAttempts;
    case 'InvalidPasswordException':
      return MESSAGES.passwordRule;
    default:
      return SCREEN_MESSAGES.resetFailed;
  }
}

function RequestCodeForm({ email, onSent }: { email: string; onSent: (email: string) => void }) {
  const errorId = useId();
  const form = useSchemaForm({
    schema: passwordResetRequestSchema,
    initialValues: { email },
    mutation: useRequestPasswordReset(),
    onSuccess: (_sent, request) => onSent(request.email),
    failureText: resetErrorMessage,
  });
  return (
    <>
      <FormNotice id={errorId} notice={form.notice} />
      <form {...form.formProps} aria-describedby={form.notice ? errorId : undefined}>
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <button type="submit" className="button button--primary button--block" disabled={form.busy}>
          {form.busy ? 'Sending...' : 'Send reset code'}
        </button>
      </form>
    </>
  );
}

function ResetForm({ email, onRestart }: { email: string; onRestart: () => void }) {
  const navigate = useNavigate();
  const errorId = useId();
  const form = useSchemaForm({
    schema: passwordResetFormSchema,
    initialValues: { code: '', password: '', confirm: '' },
    toInput: (values) => ({ ...values, email }),
    mutation: useResetPassword(),
    onSuccess: () => navigate('/login?success=password-reset', { replace: true }),
    failureText: resetErrorMessage,
  });
  return (
    <>
      <FormNotice id={errorId} notice={form.notice} />
      <form {...form.formProps} aria-describedby={form.notice ? errorId : undefined}>
        <TextField label="Reset code" autoComplete="one-time-code" inputMode="numeric" {...form.field('code')} />
        <NewPasswordField label="New password" {...form.field('password')} />
        <TextField label="Confirm new password" type="password" autoComplete="new-password" {...form.field('confirm')} />
        <button type="submit" className="button button--primary button--block" disabled={form.busy}>
          {form.busy ? 'Resetting...' : 'Reset password'}
        </button>
        <p className="auth-card__footer">
          <button type="button" className="link-button" onClick={onRestart}>
            Send a new code
          </button>
        </p>
      </form>
    </>
  );
}

export function ForgotPasswordPage() {
  useDocumentTitle('Reset Password');
  // Which step shows, and the address the code went to (step 2 sends it along with the code).
  const [sentTo, setSentTo] = useState<string>();
  const [email, setEmail] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sentTo !== undefined) headingRef.current?.focus();
  }, [sentTo]);

  return (
    <div className="container page auth-page">
      <div className="auth-card card">
        <h1 className="auth-card__title" ref={headingRef} tabIndex={-1}>
          Reset your password
        </h1>
        {sentTo === undefined ? (
          <p className="auth-card__lead">Enter the e-mail you signed up with and we will send you a reset code.</p>
        ) : (
          <p className="auth-card__lead" role="status">
            If an account exists for {sentTo}, a reset code is on its way. Enter it below with your new
            password.
          </p>
        )}
        {sentTo === undefined ? (
          <RequestCodeForm
            email={email}
            onSent={(address) => {
              setEmail(address);
              setSentTo(address);
            }}
          />
        ) : (
          <ResetForm email={sentTo} onRestart={() => setSentTo(undefined)} />
        )}
        <div className="auth-card__footer">
          <p>
            Remembered it? <Link to="/login">Back to Sign In</Link>
          </p>
        </div>
      </div>
    </div>
  );
}
