import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/utils';
import type { Config } from '../../config.ts';

/**
 * Where uploads are kept: the file store under DATA_DIR (undefined here), or S3 when S3_BUCKET is
 * set — the way to run more than one server (each must then share the bucket; on PostgreSQL the
 * upload lock is shared through advisory locks).
 */
export function uploadDatastore(config: Config): DataStore | undefined {
  if (!config.S3_BUCKET) return undefined;
  return new S3Store({
    partSize: 8 * 1024 * 1024,
    // No expiry of its own (it would count from the upload's creation): IdleExpiryStore sweeps
    // uploads idle past UPLOAD_EXPIRY_HOURS, here as for the file store.
    s3ClientConfig: {
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      ...(config.S3_ENDPOINT && { endpoint: config.S3_ENDPOINT, forcePathStyle: true }),
      credentials: {
        accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
      },
    },
  });
}
