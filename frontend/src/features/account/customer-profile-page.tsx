// /customer/profile: edit name, phone and address; the e-mail's verification and the orders placed
// as a guest with it; account settings; change password, log out and delete the account.
import { useEffect, useId, useRef } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import { customerProfileUpdateSchema, type CustomerProfile } from '../../../../shared/schemas/account';
import { TextField } from '../../components/form-field';
import { FormNotice } from '../../components/form-notice';
import { LoadingPanel, MessagePanel } from '../../components/status-panel';
import { useDocumentTitle } from '../../components/use-document-title';
import { formatTimestampDate } from '../../lib/calendar-date';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { useCustomerProfile } from '../../lib/customer-profile';
import { deleteCustomerAccount, SignedOutError, useUpdateCustomerProfile } from './account-api';
import { AddressFields } from '../../components/address-fields';
import { CustomerEmailSection } from './customer-email-section';
import { useAccountActions } from '../../components/account/account-actions';
import { DeleteAccountDialog } from '../../components/account/delete-account-dialog';
import '../../styles/panels.css';
import './account.css';
import { SCREEN_MESSAGES } from '../../lib/screen-messages';

/** How long the 'saved' notice stays (the spec's 3 seconds). */
export const SAVED_NOTICE_MS = 3000;

function ProfileForm({ profile }: { profile: CustomerProfile }) {
  const noticeId = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const form = useSchemaForm({
    schema: customerProfileUpdateSchema,
    initialValues: { name: profile.name, phone: profile.phone, address: profile.address },
    mutation: useUpdateCustomerProfile(),
    onSuccess: () => {
      form.setNotice({ tone: 'success', text: MESSAGES.profileSaved });
      timer.current = setTimeout(() => form.setNotice(undefined), SAVED_NOTICE_MS);
    },
    failureText: (error) => (error instanceof SignedOutError ? SCREEN_MESSAGES.profileLoginRequired : MESSAGES.profileSaveFailed),
  });

  // A new submit starts without the last one's notice, and the page's end stops the timer.
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (form.busy) clearTimeout(timer.current);
  }, [form.busy]);

  return (
    <section className="card profile-section" aria-labelledby="profile-form-title">
      <h2 id="profile-form-title">Personal Information</h2>
      <FormNotice id={noticeId} notice={form.notice} />
      <form {...form.formProps} aria-describedby={form.notice?.tone === 'error' ? noticeId : undefined}>
        <div className="form-grid form-grid--two">
          <TextField label="Full name" autoComplete="name" {...form.field('name')} />
          <TextField label="Phone" type="tel" autoComplete="tel" {...form.field('phone')} />
        </div>
        <AddressFields {...form.group('address')} />
        <button type="submit" className="button button--primary" disabled={form.busy}>
          {form.busy ? 'Saving...' : 'Save Changes'}
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
      <CustomerEmailSection profile={profile.data} />
      <section className="card profile-section" aria-labelledby="account-settings-title">
        <h2 id="account-settings-title">Account Settings</h2>
        <dl className="settings-list">
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
