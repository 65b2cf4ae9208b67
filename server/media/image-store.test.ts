import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { acceptImage, addressMatches, type ImageUse } from './image-store.ts';

const USE: ImageUse = { mediaTypes: ['image/png', 'image/jpeg'], maxBytes: 100 };
/** A 1×1 PNG without metadata: kept byte for byte. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('accepted');
    },
    (error: { status: number; code: string }) => ({ status: error.status, code: error.code }),
  );

describe('the image store', () => {
  it('names an image by the SHA-256 of its bytes and keeps the type its bytes show', async () => {
    const image = await acceptImage(USE, PNG, 'image/png');
    expect(image).toEqual({
      data: PNG,
      contentType: 'image/png',
      hash: createHash('sha256').update(PNG).digest('hex'),
    });
    expect(addressMatches(image, image.hash.slice(0, 32), 32)).toBe(true);
    expect(addressMatches(image, image.hash.slice(0, 31), 32)).toBe(false);
    expect(addressMatches(image, undefined, 32)).toBe(false);
  });

  it('refuses no bytes, too many, a type the use does not take and bytes of another type', async () => {
    expect(await refusal(acceptImage(USE, Buffer.alloc(0), 'image/png'))).toEqual({
      status: 400,
      code: 'ValidationError',
    });
    expect(await refusal(acceptImage(USE, Buffer.concat([PNG, PNG]), 'image/png'))).toEqual({
      status: 413,
      code: 'PayloadTooLarge',
    });
    expect(await refusal(acceptImage(USE, PNG, 'image/gif'))).toEqual({
      status: 415,
      code: 'UnsupportedMediaType',
    });
    expect(await refusal(acceptImage(USE, Buffer.from('<script>alert(1)</script>'), 'image/png'))).toEqual({
      status: 415,
      code: 'UnsupportedMediaType',
    });
  });
});
