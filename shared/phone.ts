// US phone numbers as people read them, (614) 555-0142, on every screen, e-mail, text and PDF.
// Stored numbers may carry any punctuation or a leading 1; the ten digits decide.

const tenDigits = (phone: string) => phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

export function formatPhone(phone: string): string {
  const digits = tenDigits(phone);
  if (digits.length !== 10) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export function phoneHref(phone: string): string {
  const digits = tenDigits(phone);
  return digits.length === 10 ? `tel:+1${digits}` : `tel:${digits}`;
}
