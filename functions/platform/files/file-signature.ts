// Whether a file starts the way files of its declared type start. The type of an upload is only
// what the browser said (a form field of the presigned POST, which S3 checks against the policy
// but not against the bytes): a web page sent as image/heic would be kept, and later served or
// downloaded, as that type. The first bytes of JPEG, PNG, WebP, HEIC and PDF files are fixed by
// their formats, so they are checked before an upload is referenced (upload-check.ts).

/** How many first bytes the check needs (an ISO base media `ftyp` box header with its brand). */
export const SIGNATURE_LENGTH = 12;

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

/**
 * HEIF brands of a still image or image sequence (ISO/IEC 23008-12): what iPhones and other
 * cameras write in the `ftyp` box of an image/heic file.
 */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1']);

const SIGNATURES: Record<string, (bytes: Uint8Array) => boolean> = {
  'image/jpeg': (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  'image/png': (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/webp': (bytes) => ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP',
  'image/heic': (bytes) => ascii(bytes, 4, 4) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 4)),
  'application/pdf': (bytes) => ascii(bytes, 0, 5) === '%PDF-',
};

/** True when the first bytes of a file are those of `contentType`'s format; false for a type with no known signature. */
export function startsAsDeclared(contentType: string, firstBytes: Uint8Array): boolean {
  return SIGNATURES[contentType]?.(firstBytes) ?? false;
}
