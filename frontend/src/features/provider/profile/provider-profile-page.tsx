// /provider/profile: the business (name, EIN, logo), the contact person, the address, a summary of
// the service area, and the account: change password, log out, delete.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { ProviderProfile } from '../../../../../shared/schemas/provider';
import { PROVIDER_SETTINGS_MESSAGES, providerProfileUpdateSchema } from '../../../../../shared/schemas/provider-settings';
import { AddressFields, type AddressValues } from '../../../components/address-fields';
import { TextField } from '../../../components/form-field';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-error';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { useAccountActions } from '../../account/account-actions';
import { DeleteAccountDialog } from '../../account/delete-account-dialog';
import { LogoField, logoFileProblem, type LogoChoice } from './logo-field';
import { deleteProviderAccount, useSaveProviderProfile, uploadProviderLogo } from './profile-api';
import { ProviderProfileGate } from './provider-profile-gate';
import { failureOutcome, SaveOutcomeBanner, useSaveOutcome } from './save-outcome';
import '../../../styles/panels.css';
import './profile.css';

const KEEP_LOGO: LogoChoice = { kind: 'keep' };

/** A local preview of the chosen file; jsdom has no object URLs, where the preview is simply left out. */
function previewUrlOf(file: File): string | undefined {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;
}

function useLogoChoice() {
  const [choice, setChoice] = useState<LogoChoice>(KEEP_LOGO);
  const previewUrl = choice.kind === 'new' ? choice.previewUrl : undefined;
  useEffect(() => () => {
    if (previewUrl) URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);
  return [choice, setChoice] as const;
}

function ProfileForm({ profile, onReload }: { profile: ProviderProfile; onReload: () => void }) {
  const session = useSession();
  const save = useSaveProviderProfile();
  const [businessName, setBusinessName] = useState(profile.businessName);
  const [ein, setEin] = useState(profile.ein ?? '');
  const [name, setName] = useState(profile.name);
  const [phone, setPhone] = useState(profile.phone);
  const [address, setAddress] = useState<AddressValues>(profile.address);
  const [logo, setLogo] = useLogoChoice();
  const [baseUpdatedAt, setBaseUpdatedAt] = useState(profile.updatedAt);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, showOutcome] = useSaveOutcome();
  const [working, setWorking] = useState(false);
  const outcomeId = useId();

  function clearError(key: string) {
    setErrors(({ [key]: _fixed, ...rest }) => rest);
  }

  function chooseLogo(file: File) {
    const problem = logoFileProblem(file);
    if (problem) {
      setErrors((current) => ({ ...current, logoKey: problem }));
      return;
    }
    clearError('logoKey');
    setLogo({ kind: 'new', file, previewUrl: previewUrlOf(file) });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (working) return;
    showOutcome(undefined);
    const parsed = providerProfileUpdateSchema.safeParse({
      businessName,
      name,
      phone,
      address,
      ein,
      removeLogo: logo.kind === 'remove' ? true : undefined,
      expectedUpdatedAt: baseUpdatedAt,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setWorking(true);
    try {
      let logoKey: string | undefined;
      if (logo.kind === 'new') {
        try {
          logoKey = await uploadProviderLogo(logo.file);
        } catch (error) {
          setErrors({ logoKey: error instanceof Error ? error.message : PROVIDER_SETTINGS_MESSAGES.logoUploadFailed });
          throw error;
        }
      }
      const saved = await save.mutateAsync({ ...parsed.data, logoKey });
      setBaseUpdatedAt(saved.updatedAt);
      setLogo(KEEP_LOGO);
      showOutcome({ kind: 'saved', text: PROVIDER_SETTINGS_MESSAGES.profileSaved });
      // The header greets by name: let it see a changed one.
      void session.reloadUser().catch(() => undefined);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) setErrors((current) => ({ ...current, ...error.fieldErrors }));
      showOutcome(failureOutcome(error, () => PROVIDER_SETTINGS_MESSAGES.profileSaveFailed));
    } finally {
      setWorking(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="provider-profile-form" aria-describedby={outcome && outcome.kind !== 'saved' ? outcomeId : undefined}>
      <SaveOutcomeBanner id={outcomeId} outcome={outcome} onReload={onReload} />
      <section className="card profile-section" aria-labelledby="business-title">
        <h2 id="business-title">Business</h2>
        <div className="form-grid form-grid--two">
          <TextField
            label="Business name"
            name="businessName"
            autoComplete="organization"
            value={businessName}
            error={errors.businessName}
            onChange={(event) => {
              setBusinessName(event.target.value);
              clearError('businessName');
            }}
          />
          <TextField
            label="EIN (optional)"
            name="ein"
            inputMode="numeric"
            autoComplete="off"
            placeholder="XX-XXXXXXX"
            hint="Format: XX-XXXXXXX"
            value={ein}
            error={errors.ein}
            onChange={(event) => {
              setEin(event.target.value);
              clearError('ein');
            }}
          />
        </div>
        <LogoField
          businessName={businessName}
          currentUrl={profile.logoUrl}
          choice={logo}
          error={errors.logoKey}
          onChoose={chooseLogo}
          onRemove={() => setLogo({ kind: 'remove' })}
          onUndo={() => {
            setLogo(KEEP_LOGO);
            clearError('logoKey');
          }}
        />
      </section>
      <section className="card profile-section" aria-labelledby="contact-title">
        <h2 id="contact-title">Contact</h2>
        <div className="form-grid form-grid--two">
          <TextField
            label="Contact name"
            name="name"
            autoComplete="name"
            value={name}
            error={errors.name}
            onChange={(event) => {
              setName(event.target.value);
              clearError('name');
            }}
          />
          <TextField
            label="Phone"
            type="tel"
            name="phone"
            autoComplete="tel"
            value={phone}
            error={errors.phone}
            onChange={(event) => {
              setPhone(event.target.value);
              clearError('phone');
            }}
          />
        </div>
        <TextField label="E-mail" type="email" name="email" value={profile.email} readOnly hint="Your sign-in e-mail; it cannot be changed here." />
      </section>
      <section className="card profile-section" aria-labelledby="address-title">
        <h2 id="address-title">Address</h2>
        <AddressFields
          value={address}
          errors={errors}
          onChange={(field, value) => {
            setAddress((current) => ({ ...current, [field]: value }));
            clearError(`address.${field}`);
          }}
        />
      </section>
      <button type="submit" className="button button--primary provider-profile-form__save" disabled={working}>
        {working ? 'Saving...' : 'Save Changes'}
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
