// /provider/profile: the business (name, EIN, logo), the contact person, the address, a summary of
// the service area, and the account: change password, log out, delete.
import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import type { ProviderProfile } from '../../../../../shared/schemas/provider';
import { PROVIDER_SETTINGS_MESSAGES, providerProfileUpdateSchema } from '../../../../../shared/schemas/provider-settings';
import { AddressFields, type AddressValues } from '../../../components/address-fields';
import { TextField } from '../../../components/form-field';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useAccountActions } from '../../../components/account/account-actions';
import { DeleteAccountDialog } from '../../../components/account/delete-account-dialog';
import { SettingsNotice, useSettingsForm } from '../settings/use-settings-form';
import { LogoField, logoFileProblem, type LogoChoice } from './logo-field';
import { deleteProviderAccount, useSaveProviderProfile } from './profile-api';
import { ProviderProfileGate } from './provider-profile-gate';
import '../../../styles/panels.css';
import './profile.css';

const KEEP_LOGO: LogoChoice = { kind: 'keep' };

/** A local preview of the chosen file; jsdom has no object URLs, where the preview is simply left out. */
function previewUrlOf(file: File): string | undefined {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;
}

/** Lets go of the local preview of a chosen logo once it is no longer shown. */
function useRevokedPreview(choice: LogoChoice) {
  const previewUrl = choice.kind === 'new' ? choice.previewUrl : undefined;
  useEffect(() => () => {
    if (previewUrl) URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);
}

interface ProfileFormValues {
  businessName: string;
  ein: string;
  name: string;
  phone: string;
  address: AddressValues;
  logo: LogoChoice;
  /** The profile's updatedAt the form was filled from: a save from an older one is refused with 409. */
  expectedUpdatedAt: string;
}

const valuesOf = (profile: ProviderProfile): ProfileFormValues => ({
  businessName: profile.businessName,
  ein: profile.ein ?? '',
  name: profile.name,
  phone: profile.phone,
  address: profile.address,
  logo: KEEP_LOGO,
  expectedUpdatedAt: profile.updatedAt,
});

function ProfileForm({ profile, onReload }: { profile: ProviderProfile; onReload: () => void }) {
  const session = useSession();
  const save = useSaveProviderProfile();
  const form = useSettingsForm({
    schema: providerProfileUpdateSchema,
    initialValues: valuesOf(profile),
    toInput: ({ logo, ...values }) => ({ ...values, removeLogo: logo.kind === 'remove' ? true : undefined }),
    toVariables: (update, { logo }) => ({ ...update, logoFile: logo.kind === 'new' ? logo.file : undefined }),
    mutation: save,
    onSuccess: (saved) => {
      form.set('expectedUpdatedAt', saved.updatedAt);
      form.set('logo', KEEP_LOGO);
      // The header greets by name: let it see a changed one.
      void session.reloadUser().catch(() => undefined);
    },
    savedText: PROVIDER_SETTINGS_MESSAGES.profileSaved,
    failedText: () => PROVIDER_SETTINGS_MESSAGES.profileSaveFailed,
  });
  const { values, errors } = form;
  useRevokedPreview(values.logo);
  const noticeId = useId();

  const chooseLogo = (logo: LogoChoice) => form.set('logo', logo, 'logoKey');

  function chooseLogoFile(file: File) {
    const problem = logoFileProblem(file);
    if (problem) form.setErrors({ ...errors, logoKey: problem });
    else chooseLogo({ kind: 'new', file, previewUrl: previewUrlOf(file) });
  }

  return (
    <form {...form.formProps} className="provider-profile-form" aria-describedby={form.notice?.tone === 'error' ? noticeId : undefined}>
      <SettingsNotice id={noticeId} form={form} onReload={onReload} />
      <section className="card profile-section" aria-labelledby="business-title">
        <h2 id="business-title">Business</h2>
        <div className="form-grid form-grid--two">
          <TextField
            label="Business name"
            autoComplete="organization"
            {...form.field('businessName')}
          />
          <TextField
            label="EIN (optional)"
            inputMode="numeric"
            autoComplete="off"
            placeholder="XX-XXXXXXX"
            hint="Format: XX-XXXXXXX"
            {...form.field('ein')}
          />
        </div>
        <LogoField
          businessName={values.businessName}
          currentUrl={profile.logoUrl}
          choice={values.logo}
          error={errors.logoKey}
          onChoose={chooseLogoFile}
          onRemove={() => chooseLogo({ kind: 'remove' })}
          onUndo={() => chooseLogo(KEEP_LOGO)}
        />
      </section>
      <section className="card profile-section" aria-labelledby="contact-title">
        <h2 id="contact-title">Contact</h2>
        <div className="form-grid form-grid--two">
          <TextField
            label="Contact name"
            autoComplete="name"
            {...form.field('name')}
          />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            {...form.field('phone')}
          />
        </div>
        <TextField label="E-mail" type="email" name="email" value={profile.email} readOnly hint="Your sign-in e-mail; it cannot be changed here." />
      </section>
      <section className="card profile-section" aria-labelledby="address-title">
        <h2 id="address-title">Address</h2>
        <AddressFields
          value={values.address}
          errors={errors}
          onChange={(field, value) => form.set('address', { ...values.address, [field]: value }, `address.${field}`)}
        />
      </section>
      <button type="submit" className="button button--primary provider-profile-form__save" disabled={form.busy}>
        {form.busy ? 'Saving...' : 'Save Changes'}
      </button>
    </form>
  );
}

function ServiceAreaSummary({ profile }: { profile: ProviderProfile }) {
  return (
    <section className="card profile-section" aria-labelledby="profile-service-areas-title">
      <h2 id="profile-service-areas-title">Service areas</h2>
      <dl className="settings-list">
        <div>
          <dt>Primary ZIP codes</dt>
          <dd>{profile.primaryZipCodes.join(', ') || 'None yet'}</dd>
        </div>
        <div>
          <dt>Service radius</dt>
          <dd>{profile.serviceRadius} miles</dd>
        </div>
        <div>
          <dt>ZIP codes served</dt>
          <dd>{profile.serviceableZipCodes.length.toLocaleString('en-US')}</dd>
        </div>
      </dl>
      <Link to="/provider/service-areas" className="button button--ghost button--small">
        Edit service areas
      </Link>
    </section>
  );
}

/** The API refuses (409) while rentals still need the provider, with its own explanation. */
function deleteFailureText(failure: unknown): string {
  return isApiError(failure, 409) ? failure.message : PROVIDER_SETTINGS_MESSAGES.deleteAccountFailed;
}

function AccountSection({ profile }: { profile: ProviderProfile }) {
  const { activeRentals } = profile;
  const account = useAccountActions((onClose) => (
    <DeleteAccountDialog onDelete={deleteProviderAccount} failureText={deleteFailureText} onClose={onClose}>
      <p>
        This removes your sign-in, your business profile, your listings and your uploaded files, and takes you out of
        search. Finished rentals stay on record for your customers. This cannot be undone.
      </p>
      <p className="delete-dialog__rentals">
        A provider with active rentals must resolve them first: complete, reject or cancel every rental that is in
        progress, approved or paid.
        {activeRentals > 0 && ` You have ${activeRentals} active ${activeRentals === 1 ? 'rental' : 'rentals'}.`}
      </p>
    </DeleteAccountDialog>
  ));

  return (
    <section className="card profile-section" aria-labelledby="account-title">
      <h2 id="account-title">Account</h2>
      {account.actions}
      {account.dialog}
    </section>
  );
}

export function ProviderProfilePage() {
  useDocumentTitle('Business Profile');
  return (
    <div className="container page provider-profile">
      <h1>Business Profile</h1>
      <p className="page__lead">What customers see of your business in search, and how we reach you.</p>
      <ProviderProfileGate>
        {(profile, generation, reload) => (
          <>
            <ProfileForm key={generation} profile={profile} onReload={reload} />
            <ServiceAreaSummary profile={profile} />
            <AccountSection profile={profile} />
          </>
        )}
      </ProviderProfileGate>
    </div>
  );
}
