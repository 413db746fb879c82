import { describe, expect, it } from 'vitest';
import { startsAsDeclared } from './file-signature';
import { sampleFileStart } from './sample-file-starts';
import { checkUpload } from './upload-check';
import type { StoredObject, UploadStore } from './uploads';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('startsAsDeclared', () => {
  it('knows JPEG, PNG, WebP, HEIC and PDF files by their first bytes', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf']) {
      expect(startsAsDeclared(type, sampleFileStart(type)), type).toBe(true);
    }
    // Every HEIF image brand an iPhone or camera writes, not only `heic`.
    for (const brand of ['heix', 'mif1', 'hevc']) expect(startsAsDeclared('image/heic', bytes(`\0\0\0\x18ftyp${brand}`)), brand).toBe(true);
  });

  it('refuses a web page, another type and a truncated file under any image type', () => {
    const page = bytes('<!doctype html><script>alert(1)</script>');
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf']) {
      expect(startsAsDeclared(type, page), type).toBe(false);
      expect(startsAsDeclared(type, new Uint8Array()), type).toBe(false);
    }
    expect(startsAsDeclared('image/png', sampleFileStart('image/jpeg'))).toBe(false);
    // An MP4 video is an ISO base media file too, of another brand.
    expect(startsAsDeclared('image/heic', bytes('\0\0\0\x18ftypisom'))).toBe(false);
    expect(startsAsDeclared('image/gif', bytes('GIF89a'))).toBe(false);
  });
});

describe('checkUpload', () => {
  function bucket(objects: Record<string, StoredObject & { start?: Uint8Array }>) {
    const deleted: string[] = [];
    const reads: [string, number][] = [];
    const uploads: UploadStore = {
      presignPost: async () => ({ url: 'http://bucket', fields: {} }),
      head: async (key) => objects[key],
      readStart: async (key, length) => {
        reads.push([key, length]);
        const object = objects[key];
        return object ? (object.start ?? sampleFileStart(object.contentType)).subarray(0, length) : undefined;
      },
      presignGet: async () => 'http://get',
      deleteObjects: async (keys) => void deleted.push(...keys),
    };
    return { uploads, deleted, reads };
  }
  const rule = { types: ['image/png', 'image/heic'], maxBytes: 1000 };

  it('accepts an upload of an allowed type and size whose bytes are that type, reading only its first bytes', async () => {
    const { uploads, deleted, reads } = bucket({ photo: { size: 900, contentType: 'image/heic' } });
    expect(await checkUpload(uploads, 'photo', rule)).toBeUndefined();
    expect(reads).toEqual([['photo', 12]]);
    expect(deleted).toEqual([]);
  });

  it('refuses a web page stored as an image, and deletes it', async () => {
    const { uploads, deleted } = bucket({ page: { size: 500, contentType: 'image/heic', start: bytes('<html><script>') } });
    expect(await checkUpload(uploads, 'page', rule)).toBe('wrongType');
    expect(deleted).toEqual(['page']);
  });

  it('names a missing or empty upload, a type not allowed and one too large, without reading its bytes', async () => {
    const { uploads, deleted, reads } = bucket({
      empty: { size: 0, contentType: 'image/png' },
      pdf: { size: 500, contentType: 'application/pdf' },
      huge: { size: 1001, contentType: 'image/png; charset=binary' },
    });
    expect(await checkUpload(uploads, 'missing', rule)).toBe('missing');
    expect(await checkUpload(uploads, 'empty', rule)).toBe('missing');
    expect(await checkUpload(uploads, 'pdf', rule)).toBe('wrongType');
    expect(await checkUpload(uploads, 'huge', rule)).toBe('tooLarge');
    expect(reads).toEqual([]);
    expect(deleted).toEqual([]);
  });
});
