// /login: e-mail and password sign-in, 'Remember my email', and the way on to the page the visitor
// came from (the redirect query value, same-site paths only) or /dashboard.
import { useId } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { signInSchema } from '../../../../shared/schemas/account-forms';
import { TextField } from '../../components/form-field';
import { FormNotice } from '../../components/form-notice';
import { LoadingPanel } from '../../components/status-panel';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { useSession } from '../../lib/session';
import { useSignIn } from './account-api';
import { safeRedirect } from './safe-redirect';
import { signInErrorMessage } from './sign-in-error';
import './account.css';
import { SCREEN_MESSAGES } from '../../lib/screen-messages';

const REMEMBERED_EMAIL_KEY = 'dm.rememberedEmail';


const NOTICES: Record<string, string> = {
  registration: SCREEN_MESSAGES.registrationSucceeded,
  'password-reset': SCREEN_MESSAGES.passwordResetDone,
};

function rememberedEmail(): string {
  try {
    return localStorage.getItem(REMEMBERED_EMAIL_KEY) ?? '';
  } catch {
    return '';
  }
}

function rememberEmail(email: string | undefined): void {
  try {
    if (email) localStorage.setItem(REMEMBERED_EMAIL_KEY, email);
    else localStorage.removeItem(REMEMBERED_EMAIL_KEY);
  } catch {
    // Storage may be disabled (private mode); remembering is a convenience only.
  }
}

export function LoginPage() {
  useDocumentTitle('Sign In');
  const session = useSession();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const form = useSchemaForm({
    schema: signInSchema,
    initialValues: { email: rememberedEmail(), password: '', remember: rememberedEmail() !== '' },
    mutation: signIn,
    onSuccess: (_user, request) => rememberEmail(form.values.remember ? request.email : undefined),
    failureText: signInErrorMessage,
  });
  const errorId = useId();
  const target = safeRedirect(params.get('redirect'));
  const notice = NOTICES[params.get('success') ?? ''];

  // Signed in (already, or just now): straight on to where the visitor was going.
  if (session.status === 'signedIn') return <Navigate to={target} replace />;
  if (session.status === 'loading') {
    return (
      <div className="container page">
        <LoadingPanel label={SCREEN_MESSAGES.verifyingAccount} />
      </div>
    );
  }

  return (
    <div className="container page auth-page">
      <div className="auth-card card">
        <h1 className="auth-card__title">Sign In</h1>
        <p className="auth-card__lead">Welcome back. Sign in to manage your rentals.</p>
        {notice && (
          <p className="notice notice--success" role="status">
            {notice}
          </p>
        )}
        <FormNotice id={errorId} notice={form.notice} />
        <form {...form.formProps} aria-describedby={form.notice ? errorId : undefined}>
          <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
          <TextField label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
          <div className="auth-card__row">
            <label className="checkbox">
              <input type="checkbox" checked={form.values.remember} onChange={(event) => form.set('remember', event.target.checked)} />
              Remember my email
            </label>
            <Link to="/forgot-password" className="link-inline">
              Forgot password?
            </Link>
          </div>
          <button type="submit" className="button button--primary button--block" disabled={form.busy}>
            {form.busy ? 'Signing In...' : 'Sign In'}
          </button>
        </form>
        <div className="auth-card__footer">
          <p>
            New here? <Link to="/register/customer">Create a customer account</Link>
          </p>
          <p>
            Run a dumpster business? <Link to="/register/provider">Register as a provider</Link>
          </p>
        </div>
      </div>
    </div>
  );
}
