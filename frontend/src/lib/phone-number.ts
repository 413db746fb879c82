// The phone field as it is typed; display formatting is shared/phone.ts (one format everywhere).
export { formatPhone, phoneHref } from '../../../shared/phone';

/** Formats as the digits arrive: '614' -> '(614', '614555' -> '(614) 555', ten -> '(614) 555-0142'. */
export function formatPhoneAsTyped(value: string): string {
  const digits = value.replace(/\D/g, '').replace(/^1(?=\d{10})/, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
