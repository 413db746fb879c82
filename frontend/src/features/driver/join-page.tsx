// /driver/join?token=...: a driver's invitation, opened from the e-mail. Shows who invited them,
// takes a password (the sign-up's rules) and signs them in, then their stops. A link used, replaced
// by a newer one or older than 7 days is not found.
import { useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { driverJoinFormSchema } from '../../../../shared/schemas/dispatch';
import { TextField } from '../../components/form-field';
import { NewPasswordField } from '../../components/new-password-field';
import { FormNotice } from '../../components/form-notice';
import { LoadingPanel, MessagePanel } from '../../components/status-panel';
import { useDocumentTitle } from '../../components/use-document-title';
import { isApiError } from '../../lib/api-error';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { useAcceptInvitation, useInvitation } from './driver-api';
import './driver.css';

const NOT_FOUND = 'Invitation not found or expired';

function JoinForm({ token, email }: { token: string; email: string }) {
  const id = useId();
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  const form = useSchemaForm({
    schema: driverJoinFormSchema,
    initialValues: { password: '', confirmPassword: '' },
    toVariables: ({ password }) => ({ password }),
    mutation: accept,
    onSuccess: () => void navigate('/driver', { replace: true }),
  });
  return (
    <form {...form.formProps} className="driver-join__form">
      <FormNotice id={`${id}-notice`} notice={form.notice} />
      <TextField label="Email" type="email" value={email} readOnly autoComplete="username" />
      <NewPasswordField label="Password" {...form.field('password')} />
      <TextField label="Confirm password" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
      <button type="submit" className="button button--primary button--block" disabled={form.busy}>
        {form.busy ? 'Joining...' : 'Set Password and Sign In'}
      </button>
    </form>
  );
}

export function JoinPage() {
  useDocumentTitle('Join as a Driver');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = useInvitation(token);

  function body() {
    if (!token) return <MessagePanel title={NOT_FOUND} tone="error"><p>Open the link from your invitation e-mail, or ask your dispatcher to send it again.</p></MessagePanel>;
    if (invitation.isPending) return <LoadingPanel label="Opening your invitation..." />;
    if (invitation.isError) {
      const missing = isApiError(invitation.error) && invitation.error.status === 404;
      return (
        <MessagePanel title={missing ? NOT_FOUND : 'Failed to open your invitation. Please try again.'} tone="error">
          {missing ? (
            <p>Invitation links work once and for 7 days. Ask your dispatcher to send a new one.</p>
          ) : (
            <button type="button" className="button button--ghost button--small" onClick={() => void invitation.refetch()}>
              Try again
            </button>
          )}
        </MessagePanel>
      );
    }
    const { businessName, name, email } = invitation.data;
    return (
      <section className="card driver-join">
        <p className="driver-join__lead">
          Hi {name}, {businessName || 'your hauler'} invited you to drive with them. Set a password to see your stops each day.
        </p>
        <JoinForm token={token} email={email} />
      </section>
    );
  }

  return (
    <div className="container page driver-page">
      <h1>Join as a Driver</h1>
      {body()}
    </div>
  );
}
