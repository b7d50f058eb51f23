import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A local S3-compatible server (s3rver) for the tests: it speaks S3's REST API and checks AWS Signature V4 with
 * its fixed credentials, so our client is exercised as against a real bucket.
 */
export async function startS3StandIn(bucket: string) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'console-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    accessKey: 'S3RVER',
    accessSecret: 'S3RVER',
    /** Where s3rver keeps an object's bytes (its filesystem store). */
    objectExists: (key: string) => fs.existsSync(path.join(directory, bucket, `${key}._S3rver_object`)),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
