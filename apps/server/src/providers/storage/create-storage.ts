import { join } from 'node:path';
import type { Config } from '../../config/env.js';
import { createLocalDiskStorage } from './local-disk-storage.js';
import { createS3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

/** The configured storage and what to call when the app closes. */
export interface ConfiguredStorage {
  storage: Storage;
  close?: () => void;
}

/** Where files live without S3. */
export function localFilesDir(dataDir: string): string {
  return join(dataDir, 'files');
}

/** S3 when S3_BUCKET is set, otherwise `<DATA_DIR>/files` on this machine. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): ConfiguredStorage {
  if (config.s3) {
    const s3 = createS3Storage(config.s3);
    return { storage: s3, close: () => s3.close() };
  }
  return { storage: createLocalDiskStorage(localFilesDir(config.dataDir)) };
}
