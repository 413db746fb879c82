// Files as the browser would upload them: bytes that start the way their type's files start (what
// the API checks before it keeps an upload), padded to the size a test wants, and a web page to
// pass off as an image.
const SIGNATURES: Record<string, readonly number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...ascii('JFIF'), 0x00],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/webp': [...ascii('RIFF'), 0x24, 0x08, 0x00, 0x00, ...ascii('WEBPVP8 ')],
  // An ISO base media file: a `ftyp` box of the HEIF brand an iPhone writes.
  'image/heic': [0x00, 0x00, 0x00, 0x18, ...ascii('ftypheic'), 0x00, 0x00, 0x00, 0x00, ...ascii('mif1heic')],
  'application/pdf': ascii('%PDF-1.7\n'),
};

function ascii(text: string): number[] {
  return [...Buffer.from(text, 'latin1')];
}

/** A file of `contentType` (JPEG, PNG, WebP, HEIC or PDF) of `size` bytes, padded after its signature. */
export function sampleFile(contentType: string, size = 2048): Uint8Array<ArrayBuffer> {
  const signature = SIGNATURES[contentType];
  if (!signature) throw new Error(`No sample for ${contentType}`);
  const bytes = new Uint8Array(Math.max(size, signature.length)).fill(0x20);
  bytes.set(signature);
  return bytes;
}

/** A web page that would run script if it were ever served as HTML from the site. */
export const HTML_PAGE: Uint8Array<ArrayBuffer> = new Uint8Array(Buffer.from('<!doctype html><title>x</title><script>alert(document.domain)</script>'.padEnd(512, ' ')));
