// The registration form's values as typed, and the pure steps between them and POST /api/providers:
// the client-side checks (the shared schema, so client and server agree on every rule and its
// order), the chosen files' type and size, and the request body.
import { DUMPSTER_SIZES, type DumpsterType, type ProviderAddOn } from '../../../../shared/constants';
import { MESSAGES } from '../../../../shared/messages';
import {
  providerRegistrationSchema,
  REGISTRATION_DEFAULT_PRICING,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPE_MESSAGES,
  type AccessCodeCheck,
  type ProviderRegistration,
  type UploadKind,
} from '../../../../shared/schemas/onboarding';
import { zipCodeOrZipPlus4Schema } from '../../../../shared/schemas/zip-code';
import { EMPTY_ADDRESS, type AddressValues } from '../../components/address-fields';
import type { ZipEntry } from '../../components/zip-chip-input';
import { fieldErrorsOf, type FieldErrors } from '../../lib/form-errors';

export type InventoryKey = `yard${(typeof DUMPSTER_SIZES)[number]}`;

/** The spec lists the add-on prices in this order (same day, driveway, cleanup, permit). */
export const ADD_ON_ORDER = Object.keys(REGISTRATION_DEFAULT_PRICING.addOnPrices) as ProviderAddOn[];

export const inventoryKey = (size: (typeof DUMPSTER_SIZES)[number]): InventoryKey => `yard${size}`;

/** Numbers stay strings while typed, so a half-typed '8.' or an emptied input is not rewritten. */
export interface RegistrationValues {
  businessName: string;
  name: string;
  email: string;
  phone: string;
  ein: string;
  address: AddressValues;
  serviceZipCodes: string[];
  dumpsterInventory: Record<InventoryKey, string>;
  dumpsterTypes: DumpsterType[];
  pricing: {
    baseRatePerYard: string;
    deliveryFee: string;
    addOnPrices: Record<ProviderAddOn, string>;
  };
  addOns: Record<ProviderAddOn, boolean>;
  password: string;
  confirmPassword: string;
}

export function initialRegistrationValues(check: AccessCodeCheck): RegistrationValues {
  const defaults = REGISTRATION_DEFAULT_PRICING;
  return {
    businessName: check.businessName ?? '',
    name: '',
    email: check.email,
    phone: '',
    ein: '',
    address: EMPTY_ADDRESS,
    serviceZipCodes: [],
    dumpsterInventory: Object.fromEntries(DUMPSTER_SIZES.map((size) => [inventoryKey(size), '0'])) as Record<InventoryKey, string>,
    dumpsterTypes: [],
    pricing: {
      baseRatePerYard: String(defaults.baseRatePerYard),
      deliveryFee: String(defaults.deliveryFee),
      addOnPrices: Object.fromEntries(ADD_ON_ORDER.map((key) => [key, String(defaults.addOnPrices[key])])) as Record<ProviderAddOn, string>,
    },
    addOns: Object.fromEntries(ADD_ON_ORDER.map((key) => [key, false])) as Record<ProviderAddOn, boolean>,
    password: '',
    confirmPassword: '',
  };
}

// ---------------------------------------------------------------------------------------------
// Service area ZIP codes.

/** 5 digits, or ZIP+4 with its dash (43215-1234). */
export const SERVICE_ZIP_MAX_LENGTH = 10;

/**
 * A typed ZIP (5 digits or ZIP+4) as the five-digit ZIP the server stores, unless it is malformed
 * or already listed. ZIP+4 is compared by its ZIP, since the server keeps only that.
 */
export function addServiceZip(typed: string, current: readonly string[]): ZipEntry {
  const parsed = zipCodeOrZipPlus4Schema.safeParse(typed);
  if (!parsed.success) return { ok: false, message: MESSAGES.zipInvalid };
  if (current.includes(parsed.data)) return { ok: false, message: MESSAGES.zipAlreadyAdded };
  return { ok: true, zipCode: parsed.data };
}

// ---------------------------------------------------------------------------------------------
// Files.

export const UPLOAD_LABELS: Record<UploadKind, string> = {
  logo: 'logo',
  insurance: 'business insurance',
  license: "driver's license",
};

/** Why a chosen file cannot be uploaded as this kind, or undefined when it can. */
export function fileProblem(kind: UploadKind, file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!UPLOAD_CONTENT_TYPES[kind].includes(file.type.toLowerCase())) return UPLOAD_TYPE_MESSAGES[kind];
  if (file.size > UPLOAD_MAX_BYTES) return MESSAGES.documentTooLarge;
  if (file.size === 0) return UPLOAD_TYPE_MESSAGES[kind];
  return undefined;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const DOCUMENT_REQUIRED: Record<'insurance' | 'license', string> = {
  insurance: 'Business insurance document is required',
  license: "Driver's license is required",
};

// ---------------------------------------------------------------------------------------------
// Validation and the request body.

export interface UploadKeys {
  logoKey?: string;
  insuranceKey?: string;
  licenseKey?: string;
}

/** An empty input is not zero dollars: it is a missing price, which the schema reports. */
function dollarsOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** Inventory inputs are whole numbers of at least 0; anything else counts as 0 (the spec coerces). */
function countOf(text: string): number {
  const value = Math.trunc(Number(text));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** The request as the API takes it, before the schema's own normalising (trim, case, ZIP+4). */
function registrationRequest(code: string, values: RegistrationValues, keys: UploadKeys) {
  return {
    code,
    businessName: values.businessName,
    name: values.name,
    email: values.email,
    phone: values.phone,
    ...(values.ein.trim() ? { ein: values.ein } : {}),
    ...(keys.logoKey ? { logoKey: keys.logoKey } : {}),
    ...(keys.insuranceKey ? { insuranceKey: keys.insuranceKey } : {}),
    ...(keys.licenseKey ? { licenseKey: keys.licenseKey } : {}),
    address: values.address,
    serviceZipCodes: values.serviceZipCodes,
    dumpsterInventory: Object.fromEntries(
      Object.entries(values.dumpsterInventory).map(([key, text]) => [key, countOf(text)]),
    ) as Record<InventoryKey, number>,
    dumpsterTypes: values.dumpsterTypes,
    pricing: {
      baseRatePerYard: dollarsOf(values.pricing.baseRatePerYard),
      deliveryFee: dollarsOf(values.pricing.deliveryFee),
      addOnPrices: Object.fromEntries(
        ADD_ON_ORDER.map((key) => [key, dollarsOf(values.pricing.addOnPrices[key])]),
      ) as Record<ProviderAddOn, number>,
    },
    addOns: values.addOns,
    password: values.password,
    confirmPassword: values.confirmPassword,
  };
}

/**
 * The order the first problem is reported in once the four rules pass: the spec's required fields,
 * then the documents; anything else (EIN, prices) after them in the form's order.
 */
const FIELD_ORDER = [
  'businessName',
  'name',
  'email',
  'phone',
  'address.street',
  'address.city',
  'address.state',
  'address.zipCode',
  'password',
  'insuranceKey',
  'licenseKey',
];

function orderOf(key: string): number {
  const index = FIELD_ORDER.indexOf(key);
  return index === -1 ? FIELD_ORDER.length : index;
}

export type RegistrationCheck =
  | { ok: true; registration: ProviderRegistration }
  | { ok: false; formError: string; fieldErrors: FieldErrors };

/** Which documents have been chosen (their keys exist only after uploading, at submit). */
export interface ChosenDocuments {
  insurance: boolean;
  license: boolean;
  logo: boolean;
}

/**
 * Checks the form as the API will: the shared schema's four rules first, in the spec's order (only
 * the first is reported), then every field. Chosen but not yet uploaded documents stand in with a
 * placeholder key; a missing one is reported as required rather than as a failed upload.
 */
export function checkRegistration(code: string, values: RegistrationValues, chosen: ChosenDocuments, keys: UploadKeys = {}): RegistrationCheck {
  const parsed = providerRegistrationSchema.safeParse(registrationInput(code, values, chosen, keys));
  if (parsed.success) return { ok: true, registration: parsed.data };
  const fieldErrors = registrationErrors(fieldErrorsOf(parsed.error), chosen, keys);
  return { ok: false, formError: firstRegistrationError(fieldErrors)!, fieldErrors };
}

/** Chosen but not yet uploaded documents stand in with a placeholder key, replaced by the upload's at submit. */
const CHOSEN_FILE_KEY = 'chosen';

/** What the shared schema is asked to check: the request, with a placeholder key for each chosen file. */
export function registrationInput(code: string, values: RegistrationValues, chosen: ChosenDocuments, keys: UploadKeys = {}) {
  return registrationRequest(code, values, {
    logoKey: keys.logoKey ?? (chosen.logo ? CHOSEN_FILE_KEY : undefined),
    insuranceKey: keys.insuranceKey ?? (chosen.insurance ? CHOSEN_FILE_KEY : undefined),
    licenseKey: keys.licenseKey ?? (chosen.license ? CHOSEN_FILE_KEY : undefined),
  });
}

/** The schema's errors as the form says them: a document never chosen is required, not a failed upload. */
export function registrationErrors(errors: FieldErrors, chosen: ChosenDocuments, keys: UploadKeys = {}): FieldErrors {
  const fieldErrors = { ...errors };
  if (!chosen.insurance && !keys.insuranceKey && fieldErrors.insuranceKey) fieldErrors.insuranceKey = DOCUMENT_REQUIRED.insurance;
  if (!chosen.license && !keys.licenseKey && fieldErrors.licenseKey) fieldErrors.licenseKey = DOCUMENT_REQUIRED.license;
  return fieldErrors;
}

/** The problem the form names above its button: the first in the spec's order. */
export function firstRegistrationError(errors: FieldErrors): string | undefined {
  const first = Object.keys(errors).sort((a, b) => orderOf(a) - orderOf(b))[0];
  return first === undefined ? undefined : errors[first];
}

/** What POST /api/providers is sent: the schema's normalised output, without the confirmation. */
export function registrationBody(registration: ProviderRegistration): Omit<ProviderRegistration, 'confirmPassword'> {
  const { confirmPassword: _confirmation, ...body } = registration;
  return body;
}
