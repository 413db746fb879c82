// /register/customer: the customer sign-up form. Validated with the same schema the API uses (plus
// the confirmation), then POST /api/customers, then signed in with the same credentials.
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../../shared/messages';
import { customerRegistrationFormSchema } from '../../../../shared/schemas/account';
import { TextField } from '../../components/form-field';
import { useDocumentTitle } from '../../components/use-document-title';
import { isApiError } from '../../lib/api-error';
import { fieldErrorsOf, type FieldErrors } from '../../lib/form-errors';
import { useSession } from '../../lib/session';
import { useFocusFirstError } from '../../lib/use-focus-first-error';
import { registerCustomer } from './account-api';
import { AddressFields, EMPTY_ADDRESS, type AddressValues } from '../../components/address-fields';
import './account.css';

interface RegistrationValues {
  name: string;
  email: string;
  phone: string;
  address: AddressValues;
  password: string;
  confirmPassword: string;
}

const EMPTY: RegistrationValues = {
  name: '',
  email: '',
  phone: '',
  address: EMPTY_ADDRESS,
  password: '',
  confirmPassword: '',
};

/** Field errors for the form; the mismatch is checked even while other fields are still invalid. */
export function registrationErrors(values: RegistrationValues): FieldErrors {
  const parsed = customerRegistrationFormSchema.safeParse(values);
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if (values.password !== values.confirmPassword) errors.confirmPassword ??= MESSAGES.passwordsDoNotMatch;
  return errors;
}

/** The failure line: the API's own reason when it gave one, else a plain 'try again'. */
function failureText(error: unknown): string {
  const reason = isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : MESSAGES.registrationRetry;
  return `${MESSAGES.registrationFailedPrefix}${reason}`;
}

export function RegisterCustomerPage() {
  useDocumentTitle('Create a Customer Account');
  const session = useSession();
  const navigate = useNavigate();
  const [values, setValues] = useState<RegistrationValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [working, setWorking] = useState(false);
  const errorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const refused = useFocusFirstError(formRef);

  function set<K extends Exclude<keyof RegistrationValues, 'address'>>(field: K, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }) as FieldErrors);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (working) return;
    setFormError(undefined);
    const found = registrationErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return refused();
    const parsed = customerRegistrationFormSchema.parse(values);
    const { confirmPassword: _confirm, ...registration } = parsed;
    setWorking(true);
    try {
      await registerCustomer(registration);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) {
        setErrors(error.fieldErrors);
        refused();
      }
      setFormError(failureText(error));
      setWorking(false);
      return;
    }
    try {
      await session.signIn(registration.email, registration.password);
      navigate('/customer/dashboard', { replace: true, state: { newAccount: true } });
    } catch {
      // The account exists; if the automatic sign-in fails, signing in by hand will work.
      navigate('/login?success=registration', { replace: true });
    }
  }

  return (
    <div className="container page auth-page">
      <div className="auth-card auth-card--wide card">
        <h1 className="auth-card__title">Create a Customer Account</h1>
        <p className="auth-card__lead">Book dumpsters online and keep track of every rental.</p>
        {formError && (
          <p id={errorId} className="inline-error" role="alert">
            {formError}
          </p>
        )}
        <form ref={formRef} noValidate onSubmit={submit} aria-describedby={formError ? errorId : undefined}>
          <TextField label="Full name" name="name" autoComplete="name" value={values.name} error={errors.name} onChange={(event) => set('name', event.target.value)} />
          <div className="form-grid form-grid--two">
            <TextField label="Email" type="email" name="email" autoComplete="email" value={values.email} error={errors.email} onChange={(event) => set('email', event.target.value)} />
            <TextField label="Phone" type="tel" name="phone" autoComplete="tel" value={values.phone} error={errors.phone} onChange={(event) => set('phone', event.target.value)} />
          </div>
          <AddressFields
            value={values.address}
            errors={errors}
            onChange={(field, value) => {
              setValues((current) => ({ ...current, address: { ...current.address, [field]: value } }));
              setErrors((current) => ({ ...current, [`address.${field}`]: undefined }) as FieldErrors);
            }}
          />
          <div className="form-grid form-grid--two">
            <TextField label="Password" type="password" name="password" autoComplete="new-password" hint="At least 6 characters." value={values.password} error={errors.password} onChange={(event) => set('password', event.target.value)} />
            <TextField label="Confirm password" type="password" name="confirmPassword" autoComplete="new-password" value={values.confirmPassword} error={errors.confirmPassword} onChange={(event) => set('confirmPassword', event.target.value)} />
          </div>
          <button type="submit" className="button button--primary button--block" disabled={working}>
            {working ? 'Creating Account...' : 'Create Account'}
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
