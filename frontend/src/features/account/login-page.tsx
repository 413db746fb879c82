// /login: e-mail and password sign-in, 'Remember my email', and the way on to the page the visitor
// came from (the redirect query value, same-site paths only) or /dashboard.
import { useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '../../../../shared/messages';
import { TextField } from '../../components/form-field';
import { LoadingPanel } from '../../components/status-panel';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSession } from '../../lib/session';
import { safeRedirect } from './safe-redirect';
import { signInErrorMessage } from './sign-in-error';
import './account.css';

const REMEMBERED_EMAIL_KEY = 'dm.rememberedEmail';


const NOTICES: Record<string, string> = {
  registration: MESSAGES.registrationSucceeded,
  'password-reset': MESSAGES.passwordResetDone,
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
  const [email, setEmail] = useState(rememberedEmail);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => rememberedEmail() !== '');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [formError, setFormError] = useState<string>();
  const [working, setWorking] = useState(false);
  const errorId = useId();
  const target = safeRedirect(params.get('redirect'));
  const notice = NOTICES[params.get('success') ?? ''];

  // Signed in (already, or just now): straight on to where the visitor was going.
  if (session.status === 'signedIn') return <Navigate to={target} replace />;
  if (session.status === 'loading') {
    return (
      <div className="container page">
        <LoadingPanel label={MESSAGES.verifyingAccount} />
      </div>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (working) return;
    const trimmed = email.trim();
    const next = {
      email: trimmed ? undefined : 'Email is required',
      password: password ? undefined : 'Password is required',
    };
    setErrors(next);
    setFormError(undefined);
    if (next.email || next.password) return;
    setWorking(true);
    try {
      await session.signIn(trimmed, password);
      rememberEmail(remember ? trimmed : undefined);
    } catch (error) {
      setFormError(signInErrorMessage(error));
      setWorking(false);
    }
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
        {formError && (
          <p id={errorId} className="inline-error" role="alert">
            {formError}
          </p>
        )}
        <form noValidate onSubmit={submit} aria-describedby={formError ? errorId : undefined}>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            error={errors.email}
            onChange={(event) => {
              setEmail(event.target.value);
              setErrors((current) => ({ ...current, email: undefined }));
            }}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            error={errors.password}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors((current) => ({ ...current, password: undefined }));
            }}
          />
          <div className="auth-card__row">
            <label className="checkbox">
              <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
              Remember my email
            </label>
            <Link to="/forgot-password" className="link-inline">
              Forgot password?
            </Link>
          </div>
          <button type="submit" className="button button--primary button--block" disabled={working}>
            {working ? 'Signing In...' : 'Sign In'}
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
