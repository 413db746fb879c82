// /register/customer: the customer sign-up form. Validated with the same schema the API uses (plus
// the confirmation), then POST /api/customers, then signed in with the same credentials.
import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { customerRegistrationFormSchema } from '../../../../shared/schemas/account-forms';
import { AddressFields, EMPTY_ADDRESS } from '../../components/address-fields';
import { TextField } from '../../components/form-field';
import { NewPasswordField } from '../../components/new-password-field';
import { FormNotice } from '../../components/form-notice';
import { useDocumentTitle } from '../../components/use-document-title';
import { isApiError } from '../../lib/api-error';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { useRegisterCustomer } from './account-api';
import './account.css';
import { SCREEN_MESSAGES } from '../../lib/screen-messages';

const EMPTY = {
  name: '',
  email: '',
  phone: '',
  address: EMPTY_ADDRESS,
  password: '',
  confirmPassword: '',
};

/** The failure line: the API's own reason when it gave one, else a plain 'try again'. */
function failureText(error: unknown): string {
  const reason = isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : SCREEN_MESSAGES.registrationRetry;
  return `${SCREEN_MESSAGES.registrationFailedPrefix}${reason}`;
}

export function RegisterCustomerPage() {
  useDocumentTitle('Create a Customer Account');
  const navigate = useNavigate();
  const form = useSchemaForm({
    schema: customerRegistrationFormSchema,
    initialValues: EMPTY,
    mutation: useRegisterCustomer(),
    // If the automatic sign-in failed, the account exists all the same: signing in by hand will work.
    onSuccess: (signedIn) =>
      signedIn
        ? navigate('/customer/dashboard', { replace: true, state: { newAccount: true } })
        : navigate('/login?success=registration', { replace: true }),
    failureText,
  });
  const errorId = useId();

  return (
    <div className="container page auth-page">
      <div className="auth-card auth-card--wide card">
        <h1 className="auth-card__title">Create a Customer Account</h1>
        <p className="auth-card__lead">Book dumpsters online and keep track of every rental.</p>
        <FormNotice id={errorId} notice={form.notice} />
        <form {...form.formProps} aria-describedby={form.notice ? errorId : undefined}>
          <TextField label="Full name" autoComplete="name" {...form.field('name')} />
          <div className="form-grid form-grid--two">
            <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
            <TextField label="Phone" type="tel" autoComplete="tel" {...form.field('phone')} />
          </div>
          <AddressFields {...form.group('address')} />
          <div className="form-grid form-grid--two">
            <NewPasswordField label="Password" {...form.field('password')} />
            <TextField label="Confirm password" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
          </div>
          <button type="submit" className="button button--primary button--block" disabled={form.busy}>
            {form.busy ? 'Creating Account...' : 'Create Account'}
          </button>
        </form>
        <div className="auth-card__footer">
          <p>
            Already have an account? <Link to="/login">Sign in</Link>
          </p>
          <p>
            Run a dumpster business? <Link to="/register/provider">Register as a provider</Link>
          </p>
        </div>
      </div>
    </div>
  );
}
