// The registration form a valid access code opens: business, documents, service area, inventory,
// prices and add-ons, and the sign-in. Checked with the API's own schema first; the one
// registration step (useRegisterProvider: the files to S3, POST /api/providers, the sign-in) does
// the rest, and its refusals land on the fields they name.
import { useId, type ReactNode } from 'react';
import * as z from 'zod';
import { DUMPSTER_SIZES, DUMPSTER_TYPE_LABELS, DUMPSTER_TYPES, PROVIDER_ADD_ON_LABELS, type DumpsterType, type ProviderAddOn } from '../../../../shared/constants';
import { providerRegistrationSchema, type AccessCodeCheck, type UploadKind } from '../../../../shared/schemas/onboarding';
import { AddressFields } from '../../components/address-fields';
import { TextField } from '../../components/form-field';
import { NewPasswordField } from '../../components/new-password-field';
import { ZipChipInput } from '../../components/zip-chip-input';
import type { FieldErrors } from '../../lib/form-errors';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { DocumentUploadField } from './document-upload-field';
import { UPLOAD_KEY_FIELDS, useRegisterProvider, type ChosenFiles } from './onboarding-api';
import {
  ADD_ON_ORDER,
  addServiceZip,
  firstRegistrationError,
  initialRegistrationValues,
  inventoryKey,
  registrationErrors,
  registrationInput,
  SERVICE_ZIP_MAX_LENGTH,
  type ChosenDocuments,
  type InventoryKey,
  type RegistrationValues,
} from './registration-values';

/** The form's values: the fields as typed, and the files chosen (uploaded at submit). */
type RegistrationFormValues = RegistrationValues & { files: ChosenFiles };

/** The shared registration schema; the chosen files ride along to the registration step, unchecked (they were when chosen). */
const registrationFormSchema = providerRegistrationSchema.and(z.object({ files: z.custom<ChosenFiles>() }));

const chosenOf = (files: ChosenFiles): ChosenDocuments => ({ insurance: Boolean(files.insurance), license: Boolean(files.license), logo: Boolean(files.logo) });

/** The error for a field or anything inside it ('serviceZipCodes.2' shows on the ZIP list). */
function errorAt(errors: FieldErrors, key: string): string | undefined {
  if (errors[key]) return errors[key];
  const nested = Object.keys(errors).find((name) => name.startsWith(`${key}.`));
  return nested ? errors[nested] : undefined;
}

interface SectionProps {
  title: string;
  description?: ReactNode;
  error?: string;
  children: ReactNode;
}

/** A fieldset whose legend names the section; a section-wide error is linked to it. */
function Section({ title, description, error, children }: SectionProps) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset className="onboarding-section" aria-describedby={describedBy || undefined}>
      <legend className="onboarding-section__title">{title}</legend>
      {description && (
        <p id={`${id}-description`} className="field-hint">
          {description}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface ProviderRegistrationFormProps {
  code: string;
  check: AccessCodeCheck;
  onUseDifferentCode: () => void;
}

export function ProviderRegistrationForm({ code, check, onUseDifferentCode }: ProviderRegistrationFormProps) {
  const register = useRegisterProvider(code);
  const initialValues: RegistrationFormValues = { ...initialRegistrationValues(check), files: {} };
  const form = useSchemaForm({
    schema: registrationFormSchema,
    initialValues,
    toInput: (values) => ({ ...registrationInput(code, values, chosenOf(values.files)), files: values.files }),
    refineErrors: (errors, values) => registrationErrors(errors, chosenOf(values.files)),
    invalidNotice: firstRegistrationError,
    mutation: register,
  });
  const { values, errors } = form;
  const working = form.busy;
  const formError = form.notice?.text;
  const { progress } = register;
  const formErrorId = useId();

  function update<K extends keyof RegistrationFormValues>(key: string, field: K, value: RegistrationFormValues[K]) {
    form.set(field, value, key);
  }

  function setText(field: 'businessName' | 'name' | 'email' | 'phone' | 'ein' | 'password' | 'confirmPassword', value: string) {
    update(field, field, value);
  }

  function setFile(kind: UploadKind, file: File | undefined) {
    update(UPLOAD_KEY_FIELDS[kind], 'files', { ...values.files, [kind]: file });
  }

  const setInventory = (key: InventoryKey, text: string) =>
    update('dumpsterInventory', 'dumpsterInventory', { ...values.dumpsterInventory, [key]: text });

  const toggleType = (type: DumpsterType, on: boolean) =>
    update('dumpsterTypes', 'dumpsterTypes', on ? [...values.dumpsterTypes, type] : values.dumpsterTypes.filter((listed) => listed !== type));

  const setPrice = (field: 'baseRatePerYard' | 'deliveryFee', text: string) =>
    update(`pricing.${field}`, 'pricing', { ...values.pricing, [field]: text });

  const setAddOnPrice = (addOn: ProviderAddOn, text: string) =>
    update(`pricing.addOnPrices.${addOn}`, 'pricing', { ...values.pricing, addOnPrices: { ...values.pricing.addOnPrices, [addOn]: text } });

  const toggleAddOn = (addOn: ProviderAddOn, on: boolean) => update(`addOns.${addOn}`, 'addOns', { ...values.addOns, [addOn]: on });

  return (
    <form className="provider-registration" {...form.formProps} aria-describedby={formError ? formErrorId : undefined}>
      <div className="access-code-banner">
        <p>
          Registering with access code <strong className="access-code-banner__code">{code}</strong>
        </p>
        <button type="button" className="link-button" onClick={onUseDifferentCode} disabled={working}>
          Use a different code
        </button>
      </div>

      <Section title="Business information">
        <div className="form-grid form-grid--two">
          <TextField label="Business name" name="businessName" autoComplete="organization" value={values.businessName} error={errors.businessName} onChange={(event) => setText('businessName', event.target.value)} />
          <TextField label="Contact name" name="name" autoComplete="name" value={values.name} error={errors.name} onChange={(event) => setText('name', event.target.value)} />
          <TextField label="Email" type="email" name="email" autoComplete="email" hint="You will sign in with this e-mail." value={values.email} error={errors.email} onChange={(event) => setText('email', event.target.value)} />
          <TextField label="Phone" type="tel" name="phone" autoComplete="tel" value={values.phone} error={errors.phone} onChange={(event) => setText('phone', event.target.value)} />
        </div>
      </Section>

      <Section title="Logo">
        <DocumentUploadField
          kind="logo"
          label="Business logo (optional)"
          hint="JPEG, PNG or WebP image, up to 5MB. Shown to customers next to your prices."
          file={values.files.logo}
          onFileChange={(file) => setFile('logo', file)}
          error={errors.logoKey}
          preview
          disabled={working}
        />
      </Section>

      <Section title="EIN">
        <TextField
          label="Employer Identification Number (optional)"
          name="ein"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          hint="Format: XX-XXXXXXX"
          value={values.ein}
          error={errors.ein}
          onChange={(event) => setText('ein', event.target.value)}
        />
      </Section>

      <Section title="Documents" description="We verify these before your listings earn the verified badge.">
        <div className="form-grid form-grid--two">
          <DocumentUploadField
            kind="insurance"
            label="Business insurance (PDF)"
            hint="Certificate of insurance as a PDF, up to 5MB."
            file={values.files.insurance}
            onFileChange={(file) => setFile('insurance', file)}
            error={errors.insuranceKey}
            disabled={working}
          />
          <DocumentUploadField
            kind="license"
            label="Driver's license (image)"
            hint="A clear photo (JPEG, PNG or WebP), up to 5MB."
            file={values.files.license}
            onFileChange={(file) => setFile('license', file)}
            error={errors.licenseKey}
            disabled={working}
          />
        </div>
      </Section>

      <Section title="Business address">
        <AddressFields {...form.group('address')} />
      </Section>

      <Section title="Service area ZIP codes" description="Customers searching these ZIP codes will find you.">
        <ZipChipInput
          zipCodes={values.serviceZipCodes}
          error={errorAt(errors, 'serviceZipCodes')}
          onChange={(zipCodes) => update('serviceZipCodes', 'serviceZipCodes', zipCodes)}
          addZip={addServiceZip}
          label="Service area ZIP code"
          hint="Add each ZIP code you deliver to, e.g. 43215 or 43215-1234."
          listLabel="Service area ZIP codes added"
          maxLength={SERVICE_ZIP_MAX_LENGTH}
        />
      </Section>

      <Section title="Dumpster inventory" description="How many dumpsters of each size you have." error={errorAt(errors, 'dumpsterInventory')}>
        <div className="inventory-grid">
          {DUMPSTER_SIZES.map((size) => (
            <TextField
              key={size}
              label={`${size} yard`}
              type="number"
              name={inventoryKey(size)}
              min={0}
              step={1}
              inputMode="numeric"
              value={values.dumpsterInventory[inventoryKey(size)]}
              onChange={(event) => setInventory(inventoryKey(size), event.target.value)}
            />
          ))}
        </div>
      </Section>

      <Section title="Dumpster types" error={errorAt(errors, 'dumpsterTypes')}>
        <div className="onboarding-choices">
          {DUMPSTER_TYPES.map((type) => (
            <label key={type} className="checkbox">
              <input type="checkbox" name="dumpsterTypes" value={type} checked={values.dumpsterTypes.includes(type)} onChange={(event) => toggleType(type, event.target.checked)} />
              {DUMPSTER_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
      </Section>

      <Section title="Pricing" description="In dollars. Add-on prices apply when you offer the add-on below.">
        <div className="form-grid form-grid--two">
          <TextField label="Base rate per yard ($)" type="number" name="baseRatePerYard" min={1} step={0.5} inputMode="decimal" value={values.pricing.baseRatePerYard} error={errors['pricing.baseRatePerYard']} onChange={(event) => setPrice('baseRatePerYard', event.target.value)} />
          <TextField label="Delivery fee ($)" type="number" name="deliveryFee" min={0} step={5} inputMode="decimal" value={values.pricing.deliveryFee} error={errors['pricing.deliveryFee']} onChange={(event) => setPrice('deliveryFee', event.target.value)} />
          {ADD_ON_ORDER.map((addOn) => (
            <TextField
              key={addOn}
              label={`${PROVIDER_ADD_ON_LABELS[addOn]} price ($)`}
              type="number"
              name={`addOnPrice-${addOn}`}
              min={0}
              step={5}
              inputMode="decimal"
              disabled={!values.addOns[addOn]}
              hint={values.addOns[addOn] ? undefined : `Turn on ${PROVIDER_ADD_ON_LABELS[addOn]} under Add-ons to set this price.`}
              value={values.pricing.addOnPrices[addOn]}
              error={errors[`pricing.addOnPrices.${addOn}`]}
              onChange={(event) => setAddOnPrice(addOn, event.target.value)}
            />
          ))}
        </div>
      </Section>

      <Section title="Add-ons" description="Extras customers can book with a rental.">
        <div className="onboarding-choices">
          {ADD_ON_ORDER.map((addOn) => (
            <label key={addOn} className="checkbox">
              <input type="checkbox" name="addOns" value={addOn} checked={values.addOns[addOn]} onChange={(event) => toggleAddOn(addOn, event.target.checked)} />
              Offer {PROVIDER_ADD_ON_LABELS[addOn]}
            </label>
          ))}
        </div>
      </Section>

      <Section title="Password">
        <div className="form-grid form-grid--two">
          <NewPasswordField label="Password" name="password" value={values.password} error={errors.password} onChange={(event) => setText('password', event.target.value)} />
          <TextField label="Confirm password" type="password" name="confirmPassword" autoComplete="new-password" value={values.confirmPassword} error={errors.confirmPassword} onChange={(event) => setText('confirmPassword', event.target.value)} />
        </div>
      </Section>

      <p className="onboarding-progress" role="status" aria-live="polite">
        {progress}
      </p>
      {formError && (
        <p id={formErrorId} className="inline-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={working}>
        {working ? 'Creating Account...' : 'Create Provider Account'}
      </button>
    </form>
  );
}
