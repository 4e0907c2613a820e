import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config/env.js';
import { assertValidStorageKey, StorageError, type Storage } from './storage.js';

/** A Storage that also holds open connections, closed when the app closes. */
export interface ClosableStorage extends Storage {
  close(): void;
}

/**
 * Objects in an S3 bucket: AWS itself or any S3-compatible service (MinIO, Ceph, Garage, R2 …)
 * through S3_ENDPOINT. The bucket must exist and must not be public: files are served only
 * through GET /api/files/:id, which checks who may read them.
 */
export function createS3Storage(config: S3Config): ClosableStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Newer SDKs add CRC checksums to every request by default, which many S3-compatible
    // services reject; checksums only where the S3 API demands them works everywhere.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const bucket = config.bucket;

  function failure(action: string, key: string, error: unknown): StorageError {
    const reason =
      error instanceof S3ServiceException
        ? `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'}): ${error.message}`
        : error instanceof Error
          ? `${error.name}: ${error.message}`
          : String(error);
    return new StorageError(`S3 ${action} of ${key} in bucket ${bucket} failed: ${reason}`, { cause: error });
  }

  return {
    async put(key, bytes, contentType) {
      assertValidStorageKey(key);
      try {
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType }),
        );
      } catch (error) {
        throw failure('put', key, error);
      }
    },

    async get(key) {
      assertValidStorageKey(key);
      try {
        const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!response.Body) return null;
        return Buffer.from(await response.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw failure('get', key, error);
      }
    },

    async delete(key) {
      assertValidStorageKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        throw failure('delete', key, error);
      }
    },

    close() {
      client.destroy();
    },
  };
}
