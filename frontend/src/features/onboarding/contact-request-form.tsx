// "Contact Us": a business asks to join; the team answers with an access code by e-mail.
import { useEffect, useId } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import { providerRequestInputSchema } from '../../../../shared/schemas/onboarding';
import { TextField } from '../../components/form-field';
import { FormNotice } from '../../components/form-notice';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { providerRequestFailureText, useSubmitProviderRequest } from './onboarding-api';

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
  const mutation = useSubmitProviderRequest();
  const form = useSchemaForm({
    schema: providerRequestInputSchema,
    initialValues: EMPTY,
    toInput: (values) => ({ ...values, message: values.message.trim() || undefined }),
    mutation,
    failureText: providerRequestFailureText,
    onSuccess: () => {
      form.reset(EMPTY);
      form.setNotice({ tone: 'success', text: MESSAGES.providerRequestSubmitted });
    },
  });
  const noticeId = useId();
  const messageId = useId();
  const { notice, setNotice } = form;
  const message = form.field('message');

  // The 'submitted' notice goes away on its own after a while.
  useEffect(() => {
    if (notice?.tone !== 'success') return;
    const timer = setTimeout(() => setNotice(undefined), REQUEST_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, setNotice]);

  return (
    <>
      <p className="onboarding-panel__lead">
        Tell us about your business and we will get in touch. Approved haulers receive an access code by e-mail to finish
        registering.
      </p>
      <FormNotice id={noticeId} notice={notice} />
      <form {...form.formProps} aria-describedby={notice?.tone === 'error' ? noticeId : undefined}>
        <div className="form-grid form-grid--two">
          <TextField label="Business name" autoComplete="organization" {...form.field('businessName')} />
          <TextField label="Contact name" autoComplete="name" {...form.field('name')} />
          <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
          <TextField label="Phone" type="tel" autoComplete="tel" {...form.field('phone')} />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={messageId}>
            Message (optional)
          </label>
          <textarea
            id={messageId}
            name={message.name}
            className="text-input onboarding-textarea"
            rows={4}
            maxLength={2000}
            value={message.value}
            aria-invalid={message.error ? true : undefined}
            aria-describedby={message.error ? `${messageId}-error` : undefined}
            onChange={message.onChange}
          />
          {message.error && (
            <p id={`${messageId}-error`} className="field-error" role="alert">
              {message.error}
            </p>
          )}
        </div>
        <button type="submit" className="button button--primary button--block" disabled={form.busy}>
          {form.busy ? 'Submitting...' : 'Submit Request'}
        </button>
      </form>
    </>
  );
}
