import type { Readable } from 'node:stream';
import { Storage } from '@console/contracts/codes';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Db } from '../db/database';
import type { FileStorage } from './file-storage-kind';
import { FtpFileStorage } from './ftp-file-storage';
import { remoteError, remoteTimeouts, wholeReadLimit, type RemoteConfig } from './remote-storage';
import { isSealed, secretBox } from './secret-box';
import { SftpFileStorage } from './sftp-file-storage';
import { StorageError } from './storage-error';

/** infra_file_storage: where a config keeps file bytes. */
export { Storage };

/** The purpose an FTP or SFTP config's password is sealed under (platform/secret-box.ts). */
export const FILE_CONFIG_PASSWORD_PURPOSE = 'infra_file_config.password';
/** The purpose an S3 config's accessSecret is sealed under. */
export const FILE_CONFIG_ACCESS_SECRET_PURPOSE = 'infra_file_config.accessSecret';

/** A config's secret as stored, opened only when a connection is made; a clear one (saved before sealing) as it is. */
const openedSecret = (db: Db, purpose: string, stored: string) => async () => (isSealed(stored) ? (await secretBox(db, purpose)).open(stored) : stored);

export type { FileStorage } from './file-storage-kind';

export interface LocalConfig {
  basePath: string;
}
export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKey: string;
  accessSecret: string;
  region?: string;
  /** Public base URL of the bucket (a CDN or the bucket's website): URLs of public files point there when set. */
  domain?: string;
}

/** Bytes in infra_file_content (bytea), one row per (config, path). */
export class DatabaseFileStorage implements FileStorage {
  constructor(
    private readonly db: Db,
    readonly configId: number,
  ) {}

  async put(filePath: string, content: Buffer): Promise<boolean> {
    const row = await this.db
      .insertInto('infra_file_content')
      .values({ configId: this.configId, path: filePath, content })
      .onConflict((oc) => oc.columns(['configId', 'path']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async get(filePath: string): Promise<Buffer | undefined> {
    const row = await this.db
      .selectFrom('infra_file_content')
      .select('content')
      .where('configId', '=', this.configId)
      .where('path', '=', filePath)
      .executeTakeFirst();
    return row ? Buffer.from(row.content) : undefined;
  }

  async delete(filePath: string): Promise<void> {
    await this.db.deleteFrom('infra_file_content').where('configId', '=', this.configId).where('path', '=', filePath).execute();
  }
}

/** Files under a directory of the server's disk. Paths are checked safe before they get here; resolved inside the base. */
export class LocalFileStorage implements FileStorage {
  constructor(
    readonly configId: number,
    private readonly config: LocalConfig,
  ) {}

  private resolve(filePath: string): string {
    const base = path.resolve(this.config.basePath);
    const full = path.resolve(base, filePath);
    if (!full.startsWith(base + path.sep)) throw new Error('file path escapes the storage directory');
    return full;
  }

  async put(filePath: string, content: Buffer): Promise<boolean> {
    const full = this.resolve(filePath);
    await fs.mkdir(path.dirname(full), { recursive: true });
    try {
      // `wx`: never overwrite; a taken path says so.
      await fs.writeFile(full, content, { flag: 'wx' });
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw err;
    }
  }

  async get(filePath: string): Promise<Buffer | undefined> {
    try {
      return await fs.readFile(this.resolve(filePath));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  async delete(filePath: string): Promise<void> {
    await fs.rm(this.resolve(filePath), { force: true });
  }
}

const s3Clients = new Map<string, Promise<S3Client>>();

/** The store answered that there is no such object (HEAD answers a bare 404). */
const isMissing = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404 || (err as Error).name === 'NoSuchKey';

/** Any other failure of the store is a storage failure, in the envelope (platform/storage-error.ts). */
const s3Failure = (err: unknown): never => {
  throw remoteError('S3', err);
};

/** An S3-compatible bucket (AWS, MinIO, Aliyun OSS, Tencent COS…) through the AWS SDK, loaded on first use. */
export class S3FileStorage implements FileStorage {
  constructor(
    readonly configId: number,
    private readonly config: S3Config,
    /** The accessSecret, opened when a client is first made for the config. */
    private readonly secret: () => Promise<string> = () => Promise.resolve(config.accessSecret),
  ) {}

  private client(): Promise<S3Client> {
    // Keyed by the secret as stored (sealed): a changed secret makes a new client.
    const key = JSON.stringify([this.config.endpoint, this.config.region, this.config.accessKey, this.config.accessSecret]);
    let client = s3Clients.get(key);
    if (!client) {
      client = Promise.all([import('@aws-sdk/client-s3'), this.secret()]).then(
        ([{ S3Client }, secretAccessKey]) =>
          new S3Client({
            endpoint: this.config.endpoint,
            region: this.config.region || 'us-east-1',
            credentials: { accessKeyId: this.config.accessKey, secretAccessKey },
            // Bucket in the path: what MinIO and most self-hosted stores expect.
            forcePathStyle: true,
            maxAttempts: 2,
            // A store that accepts and then says nothing must not hold a request (or a worker) forever.
            requestHandler: { connectionTimeout: remoteTimeouts.socketMs, requestTimeout: remoteTimeouts.operationMs },
          }),
      );
      s3Clients.set(key, client);
      // A client that could not be made (a secret that does not open) is not kept.
      client.catch(() => s3Clients.delete(key));
      if (s3Clients.size > 20) s3Clients.delete(s3Clients.keys().next().value!);
    }
    return client;
  }

  async put(filePath: string, content: Buffer, type: string | null): Promise<boolean> {
    const { HeadObjectCommand, PutObjectCommand } = await import('@aws-sdk/client-s3');
    const client = await this.client();
    try {
      await client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: filePath }));
      return false;
    } catch (err) {
      if (!isMissing(err)) throw remoteError('S3', err);
    }
    await client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key: filePath, Body: content, ContentType: type ?? 'application/octet-stream' })).catch(s3Failure);
    return true;
  }

  /** The object as the store answers a GET, or undefined when there is no such object. */
  private async getObject(filePath: string) {
    const { GetObjectCommand } = await import('@aws-sdk/client-s3');
    try {
      return await (await this.client()).send(new GetObjectCommand({ Bucket: this.config.bucket, Key: filePath }));
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw remoteError('S3', err);
    }
  }

  /** A whole read (测试, attachments judged by their bytes): held in memory, so bounded as the remote storages' are. */
  async get(filePath: string): Promise<Buffer | undefined> {
    const content = await this.getAtMost(filePath, wholeReadLimit.bytes);
    if (content === 'too-large') throw new StorageError(`文件超过 ${Math.round(wholeReadLimit.bytes / 1024 / 1024)} MB，不能整体读取`);
    return content;
  }

  /**
   * The object's bytes as they arrive, for serving: nothing is held whole in memory, whatever size the object has
   * (a presigned PUT can replace an object's bytes until it expires).
   */
  async open(filePath: string): Promise<Readable | undefined> {
    return (await this.getObject(filePath))?.Body as Readable | undefined;
  }

  /** A URL a browser can PUT one object's bytes to, without our credentials, for `expiresIn` seconds. */
  async presignPut(filePath: string, expiresIn: number): Promise<string> {
    const [{ PutObjectCommand }, { getSignedUrl }] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]);
    // No ContentType signed: the browser sends its own; the type we record is judged by the bytes later.
    return getSignedUrl(await this.client(), new PutObjectCommand({ Bucket: this.config.bucket, Key: filePath }), { expiresIn });
  }

  /**
   * An object's bytes when it holds at most `maxBytes` (its size as the store reports it for the version read, so
   * what is measured is what is read); 'too-large' without reading it; undefined when there is no such object.
   */
  async getAtMost(filePath: string, maxBytes: number): Promise<Buffer | 'too-large' | undefined> {
    const res = await this.getObject(filePath);
    if (!res?.Body) return undefined;
    if (res.ContentLength === undefined || res.ContentLength > maxBytes) {
      (res.Body as { destroy?: () => void }).destroy?.();
      return 'too-large';
    }
    const content = Buffer.from(await res.Body.transformToByteArray().catch(s3Failure));
    return content.length > maxBytes ? 'too-large' : content;
  }

  async delete(filePath: string): Promise<void> {
    const { DeleteObjectCommand } = await import('@aws-sdk/client-s3');
    await (await this.client()).send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: filePath })).catch(s3Failure);
  }
}

export interface FileConfigRecord {
  id: number;
  storage: number;
  master: boolean;
  config: Record<string, unknown>;
}

export function storageOf(db: Db, record: FileConfigRecord): FileStorage {
  if (record.storage === Storage.LOCAL) return new LocalFileStorage(record.id, record.config as unknown as LocalConfig);
  if (record.storage === Storage.S3) {
    const config = record.config as unknown as S3Config;
    return new S3FileStorage(record.id, config, openedSecret(db, FILE_CONFIG_ACCESS_SECRET_PURPOSE, config.accessSecret));
  }
  if (record.storage === Storage.FTP || record.storage === Storage.SFTP) {
    const config = record.config as unknown as RemoteConfig;
    // Opened only when a connection is made, so listing or checking a config never handles the password.
    const password = openedSecret(db, FILE_CONFIG_PASSWORD_PURPOSE, config.password);
    return record.storage === Storage.FTP ? new FtpFileStorage(record.id, config, password) : new SftpFileStorage(record.id, config, password);
  }
  return new DatabaseFileStorage(db, record.id);
}

const CONFIG_COLUMNS = ['id', 'storage', 'master', 'config'] as const;

/** The storage of a config id; undefined for a config that does not exist (any more). */
export async function storageFor(db: Db, configId: number): Promise<FileStorage | undefined> {
  const record = await db.selectFrom('infra_file_config').select(CONFIG_COLUMNS).where('id', '=', configId).executeTakeFirst();
  return record ? storageOf(db, record) : undefined;
}

/** The master config's storage: where uploads go. Config 0 (the database) when none is master. */
export async function masterStorage(db: Db): Promise<FileStorage> {
  const record = await db.selectFrom('infra_file_config').select(CONFIG_COLUMNS).where('master', '=', true).executeTakeFirst();
  return record ? storageOf(db, record) : new DatabaseFileStorage(db, 0);
}
