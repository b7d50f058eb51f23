import { FileErrors } from '@console/contracts/error-codes';
import { ServiceError } from './errors';

/**
 * A file storage (S3, FTP, SFTP) that failed: down, refusing, silent past its bounds. A business error, so a request
 * that needs the storage answers `文件存储访问失败，原因：…` in the envelope, never a 500. `reason` carries no secret
 * (the storages word it), and is what 测试 shows on its own.
 */
export class StorageError extends ServiceError {
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(FileErrors.FILE_STORAGE_FAILED, reason);
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}
