// /customer/profile: edit name, phone and address; account settings; change password, log out and
// delete the account.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import { customerProfileUpdateSchema, type CustomerProfile } from '../../../../shared/schemas/account';
import { TextField } from '../../components/form-field';
import { FormNotice, type FormNoticeValue } from '../../components/form-notice';
import { LoadingPanel, MessagePanel } from '../../components/status-panel';
import { useDocumentTitle } from '../../components/use-document-title';
import { isApiError } from '../../lib/api-error';
import { formatTimestampDate } from '../../lib/calendar-date';
import { fieldErrorsOf, type FieldErrors } from '../../lib/form-errors';
import { useSession } from '../../lib/session';
import { useCustomerProfile } from '../../lib/customer-profile';
import { deleteCustomerAccount, useUpdateCustomerProfile } from './account-api';
import { AddressFields, type AddressValues } from '../../components/address-fields';
import { useAccountActions } from './account-actions';
import { DeleteAccountDialog } from './delete-account-dialog';
import '../../styles/panels.css';
import './account.css';

/** How long the 'saved' notice stays (the spec's 3 seconds). */
export const SAVED_NOTICE_MS = 3000;

function ProfileForm({ profile }: { profile: CustomerProfile }) {
  const session = useSession();
  const update = useUpdateCustomerProfile();
  const [name, setName] = useState(profile.name);
  const [phone, setPhone] = useState(profile.phone);
  const [address, setAddress] = useState<AddressValues>(profile.address);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<FormNoticeValue>();
  const noticeId = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function clearError(key: string) {
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    clearTimeout(timer.current);
    setNotice(undefined);
    if (session.status !== 'signedIn') {
      setNotice({ tone: 'error', text: MESSAGES.profileLoginRequired });
      return;
    }
    const parsed = customerProfileUpdateSchema.safeParse({ name, phone, address });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync(parsed.data);
      setNotice({ tone: 'success', text: MESSAGES.profileSaved });
      timer.current = setTimeout(() => setNotice(undefined), SAVED_NOTICE_MS);
      // The header greets by first name: let it see a changed name.
      void session.reloadUser().catch(() => undefined);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) setErrors(error.fieldErrors);
      setNotice({ tone: 'error', text: MESSAGES.profileSaveFailed });
    }
  }

  return (
    <section className="card profile-section" aria-labelledby="profile-form-title">
      <h2 id="profile-form-title">Personal Information</h2>
      <FormNotice id={noticeId} notice={notice} />
      <form noValidate onSubmit={submit} aria-describedby={notice?.tone === 'error' ? noticeId : undefined}>
        <div className="form-grid form-grid--two">
          <TextField label="Full name" name="name" autoComplete="name" value={name} error={errors.name} onChange={(event) => { setName(event.target.value); clearError('name'); }} />
          <TextField label="Phone" type="tel" name="phone" autoComplete="tel" value={phone} error={errors.phone} onChange={(event) => { setPhone(event.target.value); clearError('phone'); }} />
        </div>
        <AddressFields
          value={address}
          errors={errors}
          onChange={(field, value) => {
            setAddress((current) => ({ ...current, [field]: value }));
            clearError(`address.${field}`);
          }}
        />
        <button type="submit" className="button button--primary" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </button>
      </form>
    </section>
  );
}

export function CustomerProfilePage() {
  useDocumentTitle('My Profile');
  const profile = useCustomerProfile();
  const account = useAccountActions((onClose) => (
    <DeleteAccountDialog onDelete={deleteCustomerAccount} failureText={() => MESSAGES.deleteAccountFailed} onClose={onClose}>
      <p>
        This removes your sign-in and erases your profile. Your past rentals stay on record for the providers, without
        your personal details. This cannot be undone.
      </p>
    </DeleteAccountDialog>
  ));

  if (profile.isPending) {
    return (
      <div className="container page page--narrow">
        <h1>My Profile</h1>
        <LoadingPanel label="Loading your profile..." />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <div className="container page page--narrow">
        <h1>My Profile</h1>
        <MessagePanel title="We could not load your profile." tone="error">
          <p>{profile.error.message}</p>
          <button type="button" className="button button--ghost button--small" onClick={() => void profile.refetch()}>
            Try again
          </button>
        </MessagePanel>
      </div>
    );
  }

  return (
    <div className="container page page--narrow">
      <h1>My Profile</h1>
      <ProfileForm key={profile.data.customerId} profile={profile.data} />
      <section className="card profile-section" aria-labelledby="account-settings-title">
        <h2 id="account-settings-title">Account Settings</h2>
        <dl className="settings-list">
          <div>
            <dt>Email</dt>
            <dd>{profile.data.email}</dd>
          </div>
          <div>
            <dt>Account type</dt>
            <dd>Customer</dd>
          </div>
          <div>
            <dt>Member since</dt>
            <dd>{formatTimestampDate(profile.data.createdAt)}</dd>
          </div>
        </dl>
        {account.actions}
      </section>
      {account.dialog}
    </div>
  );
}
