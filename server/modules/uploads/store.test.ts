import { describe, expect, it } from 'vitest';
import { S3Store } from '@tus/s3-store';
import { loadConfig } from '../../config.ts';
import { uploadDatastore } from './store.ts';

describe('upload storage', () => {
  it('keeps uploads in the data directory unless S3 is configured', () => {
    expect(uploadDatastore(loadConfig({}))).toBeUndefined();
  });

  it('uses S3 when S3_BUCKET and its credentials are set', () => {
    const config = loadConfig({
      S3_BUCKET: 'lantern-videos',
      S3_REGION: 'eu-west-2',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(uploadDatastore(config)).toBeInstanceOf(S3Store);
  });

  it('names what is missing when S3 is half configured', () => {
    expect(() => loadConfig({ S3_BUCKET: 'lantern-videos', S3_REGION: 'eu-west-2' })).toThrow(
      /S3_ACCESS_KEY_ID: must be set when S3_BUCKET is[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ VIDEO_HOST: 'vimeo' })).toThrow(
      /VIMEO_TOKEN: must be set when VIDEO_HOST=vimeo/,
    );
  });
});
