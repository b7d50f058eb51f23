import type { Readable } from 'node:stream';

/**
 * Where file bytes live: one per infra_file_config row. In its own file so that the storages beside file-storage.ts
 * (FTP, SFTP) implement it without an import circle.
 */
export interface FileStorage {
  readonly configId: number;
  /** Stores the bytes at the path; false when the path is taken (nothing written then). */
  put: (path: string, content: Buffer, type: string | null) => Promise<boolean>;
  get: (path: string) => Promise<Buffer | undefined>;
  /** The bytes as a stream, where the storage streams (FTP, SFTP): the read route serves them as they come. */
  open?: (path: string) => Promise<Readable | undefined>;
  delete: (path: string) => Promise<void>;
}
