// /forgot-password: step 1 asks Cognito to e-mail a reset code; step 2 takes the code and a new
// password, then returns to /login with a notice.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../../shared/messages';
import { passwordSchema } from '../../../../shared/schemas/account';
import { TextField } from '../../components/form-field';
import { useDocumentTitle } from '../../components/use-document-title';
import { confirmForgotPassword, forgotPassword, isCognitoError } from '../../lib/cognito-client';
import './account.css';

export function resetErrorMessage(error: unknown): string {
  if (!isCognitoError(error)) return MESSAGES.resetFailed;
  switch (error.code) {
    case 'CodeMismatchException':
      return MESSAGES.resetCodeMismatch;
    case 'ExpiredCodeException':
      return MESSAGES.resetCodeExpired;
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      return MESSAGES.loginTooManyAttempts;
    case 'InvalidPasswordException':
      return MESSAGES.passwordTooShort;
    default:
      return MESSAGES.resetFailed;
  }
}

export function ForgotPasswordPage() {
  useDocumentTitle('Reset Password');
  const navigate = useNavigate();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string>();
  const [working, setWorking] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errorId = useId();

  useEffect(() => {
    if (step === 'code') headingRef.current?.focus();
  }, [step]);

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    if (working) return;
    const trimmed = email.trim();
    setFormError(undefined);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) {
      setErrors({ email: trimmed ? 'Valid email is required' : 'Email is required' });
      return;
    }
    setErrors({});
    setWorking(true);
    try {
      await forgotPassword(trimmed);
      setStep('code');
    } catch (error) {
      // Unknown addresses are not revealed: they move on like known ones (the code never arrives).
      if (isCognitoError(error, 'UserNotFoundException')) setStep('code');
      else setFormError(resetErrorMessage(error));
    } finally {
      setWorking(false);
    }
  }

  async function reset(event: FormEvent) {
    event.preventDefault();
    if (working) return;
    setFormError(undefined);
    const checked = passwordSchema.safeParse(password);
    const next = {
      code: code.trim() ? undefined : 'Enter the code from the e-mail',
      password: checked.success ? undefined : checked.error.issues[0]?.message,
      confirm: password === confirm ? undefined : MESSAGES.passwordsDoNotMatch,
    };
    setErrors(next);
    if (next.code || next.password || next.confirm) return;
    setWorking(true);
    try {
      await confirmForgotPassword(email.trim(), code.trim(), password);
      navigate('/login?success=password-reset', { replace: true });
    } catch (error) {
      setFormError(resetErrorMessage(error));
      setWorking(false);
    }
  }

  return (
    <div className="container page auth-page">
      <div className="auth-card card">
        <h1 className="auth-card__title" ref={headingRef} tabIndex={-1}>
          Reset your password
        </h1>
        {step === 'email' ? (
          <p className="auth-card__lead">Enter the e-mail you signed up with and we will send you a reset code.</p>
        ) : (
          <p className="auth-card__lead" role="status">
            If an account exists for {email.trim()}, a reset code is on its way. Enter it below with your new
            password.
          </p>
        )}
        {formError && (
          <p id={errorId} className="inline-error" role="alert">
            {formError}
          </p>
        )}
        {step === 'email' ? (
          <form noValidate onSubmit={sendCode} aria-describedby={formError ? errorId : undefined}>
            <TextField label="Email" type="email" name="email" autoComplete="email" value={email} error={errors.email} onChange={(event) => setEmail(event.target.value)} />
            <button type="submit" className="button button--primary button--block" disabled={working}>
              {working ? 'Sending...' : 'Send reset code'}
            </button>
          </form>
        ) : (
          <form noValidate onSubmit={reset} aria-describedby={formError ? errorId : undefined}>
            <TextField label="Reset code" name="code" autoComplete="one-time-code" inputMode="numeric" value={code} error={errors.code} onChange={(event) => setCode(event.target.value)} />
            <TextField label="New password" type="password" name="password" autoComplete="new-password" hint="At least 6 characters." value={password} error={errors.password} onChange={(event) => setPassword(event.target.value)} />
            <TextField label="Confirm new password" type="password" name="confirm" autoComplete="new-password" value={confirm} error={errors.confirm} onChange={(event) => setConfirm(event.target.value)} />
            <button type="submit" className="button button--primary button--block" disabled={working}>
              {working ? 'Resetting...' : 'Reset password'}
            </button>
            <p className="auth-card__footer">
              <button type="button" className="link-button" onClick={() => { setStep('email'); setFormError(undefined); setErrors({}); }}>
                Send a new code
              </button>
            </p>
          </form>
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
