import { describe, expect, it } from 'vitest';
import { uploadErrorKey } from './upload-errors.ts';

describe('upload error messages', () => {
  it.each([
    [423, 'tus: unexpected response while uploading chunk', 'locked'],
    [500, 'tus: unexpected response while creating upload, originated from request', 'create'],
    [201, 'tus: invalid or missing Location header', 'location'],
    [200, 'tus: invalid or missing offset value', 'offset'],
    [200, 'tus: invalid or missing length value', 'length'],
    [404, 'tus: unable to resume upload (new upload cannot be created without an endpoint)', 'resume'],
    [500, 'tus: unexpected response while uploading chunk', 'chunk'],
    [null, 'tus: failed to upload chunk at offset 0', 'chunk'],
    [null, 'Failed to fetch', 'failed'],
  ] as const)('%s %s → %s', (status, message, key) => {
    expect(uploadErrorKey(status, message)).toBe(key);
  });
});
