// The "Verify e-mail" step of a customer account, on the profile page and on a guest order's page:
// a code e-mailed to the account's own address (the outbox locally), typed back here. Send, type,
// send a new one; the server's refusals (a wrong, spent or expired code, too many requests) show on
// the code field or above the form. Once verified, the cached profile says so (account-mutations.ts)
// and the page reading it moves on; `onVerified` lets it announce the change.
import { useId, useState } from 'react';
import { EMAIL_CODE_DIGITS, EMAIL_VERIFICATION_MESSAGES, emailCodeSchema } from '../../../../shared/email-verification';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { TextField } from '../form-field';
import { FormNotice } from '../form-notice';
import { useConfirmEmailCode, useRequestEmailCode } from './account-mutations';
import './email-verification.css';

export function EmailVerification({ email, onVerified }: { email: string; onVerified?: () => void }) {
  const noticeId = useId();
  const request = useRequestEmailCode();
  const [sent, setSent] = useState<{ to: string; count: number }>();
  const form = useSchemaForm({
    schema: emailCodeSchema,
    initialValues: { code: '' },
    mutation: useConfirmEmailCode(),
    onSuccess: () => onVerified?.(),
  });
  const send = () =>
    request.mutate(undefined, {
      onSuccess: ({ sentTo }) => {
        setSent((last) => ({ to: sentTo, count: (last?.count ?? 0) + 1 }));
        form.reset({ code: '' });
      },
    });
  const requestError = request.isError && (
    <p className="inline-error" role="alert">
      {request.error.message}
    </p>
  );

  if (!sent) {
    return (
      <div className="email-verification">
        <p>
          We will e-mail a {EMAIL_CODE_DIGITS}-digit code to <strong className="email-verification__address">{email}</strong>. Type it here to
          verify the address.
        </p>
        {requestError}
        <button type="button" className="button button--primary" disabled={request.isPending} onClick={send}>
          {request.isPending ? 'Sending...' : 'Send Code'}
        </button>
      </div>
    );
  }
  return (
    <div className="email-verification">
      <p className="notice notice--success" role="status">
        {sent.count === 1 ? EMAIL_VERIFICATION_MESSAGES.sent(sent.to) : EMAIL_VERIFICATION_MESSAGES.resent(sent.to)}
      </p>
      {/* A refusal of the code itself shows on the field; anything else (too many tries an hour) here. */}
      {!form.errors.code && <FormNotice id={noticeId} notice={form.notice} />}
      <form
        {...form.formProps}
        className="email-verification__form"
        aria-describedby={form.notice?.tone === 'error' && !form.errors.code ? noticeId : undefined}
      >
        <TextField
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={EMAIL_CODE_DIGITS + 2}
          hint={`The ${EMAIL_CODE_DIGITS} digits from the e-mail`}
          {...form.field('code')}
        />
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={form.busy}>
            {form.busy ? 'Verifying...' : 'Verify E-mail'}
          </button>
          <button type="button" className="button button--ghost" disabled={request.isPending} onClick={send}>
            {request.isPending ? 'Sending...' : 'Send a New Code'}
          </button>
        </div>
      </form>
      {requestError}
    </div>
  );
}
