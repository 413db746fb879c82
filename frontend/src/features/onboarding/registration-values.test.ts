// The registration form's pure steps: the spec's rule order, ZIP entry, file checks and the body.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/messages';
import { UPLOAD_MAX_BYTES } from '../../../../shared/schemas/onboarding';
import {
  addServiceZip,
  checkRegistration,
  DOCUMENT_REQUIRED,
  fileProblem,
  formatFileSize,
  initialRegistrationValues,
  registrationBody,
  type RegistrationValues,
} from './registration-values';

const CODE = 'ABCD-EFGH-IJKL-MNOP';
const ALL_CHOSEN = { insurance: true, license: true, logo: false };

function complete(): RegistrationValues {
  const values = initialRegistrationValues({ email: 'pat@example.com', businessName: 'Buckeye Bins' });
  return {
    ...values,
    name: 'Pat Hauler',
    phone: '6145550100',
    address: { street: '1 High St', city: 'Columbus', state: 'OH', zipCode: '43215' },
    serviceZipCodes: ['43215'],
    dumpsterInventory: { ...values.dumpsterInventory, yard20: '3' },
    dumpsterTypes: ['construction'],
    password: 'Secret-123',
    confirmPassword: 'Secret-123',
  };
}

function firstProblem(values: RegistrationValues, chosen = ALL_CHOSEN) {
  const checked = checkRegistration(CODE, values, chosen);
  return checked.ok ? undefined : checked.formError;
}

describe('checkRegistration', () => {
  it("reports the spec's four rules first, one at a time and in order", () => {
    const empty: RegistrationValues = { ...initialRegistrationValues({ email: '' }), password: 'abcdef', confirmPassword: 'abcdeg' };
    expect(firstProblem(empty)).toBe(MESSAGES.passwordsDoNotMatch);
    const matching = { ...empty, confirmPassword: 'abcdef' };
    expect(firstProblem(matching)).toBe(MESSAGES.serviceAreaRequired);
    const withZip = { ...matching, serviceZipCodes: ['43215'] };
    expect(firstProblem(withZip)).toBe(MESSAGES.dumpsterTypeRequired);
    const withType: RegistrationValues = { ...withZip, dumpsterTypes: ['residential'] };
    expect(firstProblem(withType)).toBe(MESSAGES.inventoryRequired);
    const checked = checkRegistration(CODE, withType, ALL_CHOSEN);
    expect(checked.ok ? {} : checked.fieldErrors).toEqual({ dumpsterInventory: MESSAGES.inventoryRequired });
  });

  it('then the required fields, then the documents, with every field error by its dotted key', () => {
    const values = { ...complete(), businessName: ' ', address: { street: '', city: '', state: '', zipCode: '' } };
    const checked = checkRegistration(CODE, values, { insurance: false, license: false, logo: false });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.formError).toBe('Business name is required');
    expect(checked.fieldErrors).toMatchObject({
      businessName: 'Business name is required',
      'address.street': 'Street address is required',
      'address.city': 'City is required',
      'address.state': 'State is required',
      'address.zipCode': MESSAGES.zipInvalid,
      insuranceKey: DOCUMENT_REQUIRED.insurance,
      licenseKey: DOCUMENT_REQUIRED.license,
    });
    expect(firstProblem({ ...complete(), password: 'abc', confirmPassword: 'abc' })).toBe(MESSAGES.passwordRule);
    expect(firstProblem(complete(), { insurance: false, license: true, logo: false })).toBe(DOCUMENT_REQUIRED.insurance);
    expect(firstProblem(complete(), { insurance: true, license: false, logo: false })).toBe(DOCUMENT_REQUIRED.license);
  });

  it('checks prices against the schema: minimums, steps, and an emptied input', () => {
    const values = complete();
    expect(firstProblem({ ...values, pricing: { ...values.pricing, baseRatePerYard: '0.5' } })).toBe('Base rate per yard must be at least 1');
    expect(firstProblem({ ...values, pricing: { ...values.pricing, baseRatePerYard: '8.25' } })).toBe('Base rate per yard must be in steps of 0.5');
    expect(firstProblem({ ...values, pricing: { ...values.pricing, deliveryFee: '' } })).toBe('Delivery fee must be a number');
    expect(firstProblem({ ...values, ein: '123456789' })).toBe('EIN must look like XX-XXXXXXX');
  });

  it('builds the body the API takes: normalised, with the upload keys, without the confirmation', () => {
    const values = { ...complete(), email: ' Pat@Example.com ', ein: '12-3456789', serviceZipCodes: ['43215', '43016'] };
    values.dumpsterInventory = { ...values.dumpsterInventory, yard10: '2.7', yard5: '-1', yard40: 'x' };
    values.addOns = { ...values.addOns, permitPulling: true };
    values.pricing = { ...values.pricing, baseRatePerYard: '8.5' };
    const checked = checkRegistration(CODE, values, ALL_CHOSEN, { insuranceKey: 'k-insurance', licenseKey: 'k-license' });
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(registrationBody(checked.registration)).toEqual({
      code: CODE,
      businessName: 'Buckeye Bins',
      name: 'Pat Hauler',
      email: 'pat@example.com',
      phone: '6145550100',
      ein: '12-3456789',
      insuranceKey: 'k-insurance',
      licenseKey: 'k-license',
      address: { street: '1 High St', city: 'Columbus', state: 'OH', zipCode: '43215' },
      serviceZipCodes: ['43215', '43016'],
      dumpsterInventory: { yard5: 0, yard10: 2, yard15: 0, yard20: 3, yard30: 0, yard40: 0 },
      dumpsterTypes: ['construction'],
      pricing: {
        baseRatePerYard: 8.5,
        deliveryFee: 50,
        addOnPrices: { sameDayDelivery: 25, drivewayProtection: 15, cleanupService: 45, permitPulling: 35 },
      },
      addOns: { sameDayDelivery: false, drivewayProtection: false, cleanupService: false, permitPulling: true },
      password: 'Secret-123',
    });
  });
});

describe('addServiceZip', () => {
  it('accepts 5 digits or ZIP+4 (kept as its ZIP), refuses malformed and repeated ZIPs', () => {
    expect(addServiceZip(' 43215 ', [])).toEqual({ ok: true, zipCode: '43215' });
    expect(addServiceZip('43215-1234', [])).toEqual({ ok: true, zipCode: '43215' });
    expect(addServiceZip('4321', [])).toEqual({ ok: false, message: MESSAGES.zipInvalid });
    expect(addServiceZip('43215-12', [])).toEqual({ ok: false, message: MESSAGES.zipInvalid });
    expect(addServiceZip('', [])).toEqual({ ok: false, message: MESSAGES.zipInvalid });
    expect(addServiceZip('43215', ['43215'])).toEqual({ ok: false, message: MESSAGES.zipAlreadyAdded });
    expect(addServiceZip('43215-9999', ['43215'])).toEqual({ ok: false, message: MESSAGES.zipAlreadyAdded });
  });
});

describe('fileProblem', () => {
  it('wants a PDF for insurance, an image for the licence and logo, and at most 5MB', () => {
    expect(fileProblem('insurance', { type: 'application/pdf', size: 1000 })).toBeUndefined();
    expect(fileProblem('insurance', { type: 'image/png', size: 1000 })).toBe(MESSAGES.documentNotPdf);
    expect(fileProblem('license', { type: 'application/pdf', size: 1000 })).toBe(MESSAGES.documentNotImage);
    expect(fileProblem('logo', { type: 'image/gif', size: 1000 })).toBe(MESSAGES.documentNotImage);
    expect(fileProblem('logo', { type: 'image/webp', size: UPLOAD_MAX_BYTES })).toBeUndefined();
    expect(fileProblem('license', { type: 'image/jpeg', size: UPLOAD_MAX_BYTES + 1 })).toBe(MESSAGES.documentTooLarge);
  });

  it('formats sizes for people', () => {
    expect(formatFileSize(900)).toBe('900 B');
    expect(formatFileSize(20_480)).toBe('20 KB');
    expect(formatFileSize(UPLOAD_MAX_BYTES)).toBe('5.0 MB');
  });
});
