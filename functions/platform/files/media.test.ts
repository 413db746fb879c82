import { describe, expect, it } from 'vitest';
import { isMediaKey, MEDIA_FOLDERS } from './media';

describe('isMediaKey', () => {
  it('is the shape of every key the marketplace writes under media/: folder, owner, upload', () => {
    const owner = '0b9e6f4c-7d1a-4a3e-9d55-2f1f0b6c8a11';
    for (const folder of Object.values(MEDIA_FOLDERS)) expect(isMediaKey(`${folder}${owner}/${crypto.randomUUID()}`)).toBe(true);
    expect(isMediaKey('media/listing-images/legacy/script-1.js')).toBe(true);
  });

  it('is no other key: another folder, a segment too long for any file system, traversal, odd characters', () => {
    for (const key of [
      'media/other/a/b',
      'documents/a/b',
      'media/listing-images/a',
      'media/listing-images/a/b/c',
      `media/listing-images/a/${'x'.repeat(129)}`,
      `media/listing-images/${'x'.repeat(129)}/b`,
      'media/listing-images/../b',
      'media/listing-images/a/..',
      'media/listing-images/a/.hidden',
      'media/listing-images/a/b\\c',
      'media/listing-images/a/b\u0000',
      'media/listing-images/a/😀',
    ]) {
      expect(isMediaKey(key), key).toBe(false);
    }
  });
});
