// "Contact Us": a business asks to join; the team answers with an access code by e-mail.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import { providerRequestInputSchema } from '../../../../shared/schemas/onboarding';
import { TextField } from '../../components/form-field';
import { FormNotice, type FormNoticeValue } from '../../components/form-notice';
import { isApiError } from '../../lib/api-error';
import { fieldErrorsOf, type FieldErrors } from '../../lib/form-errors';
import { submitProviderRequest } from './onboarding-api';

/** How long the 'submitted' notice stays (the spec's 8 seconds). */
export const REQUEST_NOTICE_MS = 8000;

interface RequestValues {
  businessName: string;
  name: string;
  email: string;
  phone: string;
  message: string;
}

const EMPTY: RequestValues = { businessName: '', name: '', email: '', phone: '', message: '' };

export function ContactRequestForm() {
  const [values, setValues] = useState<RequestValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<FormNoticeValue>();
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const noticeId = useId();
  const messageId = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  function set(field: keyof RequestValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    clearTimeout(timer.current);
    setNotice(undefined);
    const parsed = providerRequestInputSchema.safeParse({ ...values, message: values.message.trim() || undefined });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await submitProviderRequest(parsed.data);
      setValues(EMPTY);
      setNotice({ tone: 'success', text: MESSAGES.providerRequestSubmitted });
      timer.current = setTimeout(() => setNotice(undefined), REQUEST_NOTICE_MS);
    } catch (error) {
      // Over the contact-request limit (429) the server says how long to wait; anything else is the spec's line.
      setNotice({ tone: 'error', text: isApiError(error, 429) ? error.message : MESSAGES.providerRequestFailed });
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <p className="onboarding-panel__lead">
        Tell us about your business and we will get in touch. Approved haulers receive an access code by e-mail to finish
        registering.
      </p>
      <FormNotice id={noticeId} notice={notice} />
      <form noValidate onSubmit={submit} aria-describedby={notice?.tone === 'error' ? noticeId : undefined}>
        <div className="form-grid form-grid--two">
          <TextField label="Business name" name="businessName" autoComplete="organization" value={values.businessName} error={errors.businessName} onChange={(event) => set('businessName', event.target.value)} />
          <TextField label="Contact name" name="name" autoComplete="name" value={values.name} error={errors.name} onChange={(event) => set('name', event.target.value)} />
          <TextField label="Email" type="email" name="email" autoComplete="email" value={values.email} error={errors.email} onChange={(event) => set('email', event.target.value)} />
          <TextField label="Phone" type="tel" name="phone" autoComplete="tel" value={values.phone} error={errors.phone} onChange={(event) => set('phone', event.target.value)} />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={messageId}>
            Message (optional)
          </label>
          <textarea
            id={messageId}
            name="message"
            className="text-input onboarding-textarea"
            rows={4}
            maxLength={2000}
            value={values.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? `${messageId}-error` : undefined}
            onChange={(event) => set('message', event.target.value)}
          />
          {errors.message && (
            <p id={`${messageId}-error`} className="field-error" role="alert">
              {errors.message}
            </p>
          )}
        </div>
        <button type="submit" className="button button--primary button--block" disabled={sending}>
          {sending ? 'Submitting...' : 'Submit Request'}
        </button>
      </form>
    </>
  );
}
