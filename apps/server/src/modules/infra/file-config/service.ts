import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PageParams } from '@console/contracts/envelope';
import { sql } from 'kysely';
import type { Static } from 'typebox';
import { FtpMode } from '@console/contracts/codes';
import { FileErrors } from '@console/contracts/error-codes';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { badField, ServiceError } from '../../../platform/errors';
import { SECRET_MASK } from '../../../platform/secret-mask';
import { fileUrl } from '../../../platform/file-store';
import { FILE_CONFIG_ACCESS_SECRET_PURPOSE, FILE_CONFIG_PASSWORD_PURPOSE, Storage, storageOf } from '../../../platform/file-storage';
import { secretBox } from '../../../platform/secret-box';
import { StorageError } from '../../../platform/storage-error';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';
import type { FileConfigCreate, FileConfigFilter, FileConfigUpdate, StorageConfig } from '@console/contracts/infra/file-config';

type Actor = { id: number };
type Config = Static<typeof StorageConfig>;

/** Settings never shown: the mask goes out, and the mask sent back keeps the stored one. */
const SECRET_KEYS = ['accessSecret', 'password'] as const;

const COLUMNS = ['id', 'name', 'storage', 'master', 'config', 'remark', 'createTime'] as const;

const isUrl = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

type TextKey = { [K in keyof Config]-?: Config[K] extends string | undefined ? K : never }[keyof Config];

/** A host name or an IP address (v4, or v6 in brackets or bare): what a socket connects to, nothing more. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[?[0-9A-Fa-f:.]+\]?)$/;
/** A remote folder: absolute, single slashes, no `.` or `..` segment (files would land outside what was named). */
const REMOTE_DIR = /^\/(?:[^/\\\0]+(?:\/[^/\\\0]+)*)?\/?$/;
const DEFAULT_PORT: Record<number, number> = { [Storage.FTP]: 21, [Storage.SFTP]: 22 };

/** The settings a storage needs, checked and trimmed; only its own fields are kept. */
export function checkedConfig(storage: number, config: Config): Config {
  const text = (key: TextKey) => config[key]?.trim() || undefined;
  const required = (key: TextKey) => {
    const value = text(key);
    if (!value) throw badField(`config.${key}`, '不能为空');
    return value;
  };
  const domain = text('domain');
  if (domain && !isUrl(domain)) throw badField('config.domain', '应为 http(s) 地址');
  if (storage === Storage.DB) return domain ? { domain } : {};
  if (storage === Storage.LOCAL) {
    const basePath = required('basePath');
    if (!basePath.startsWith('/')) throw badField('config.basePath', '应为绝对路径');
    return { basePath, ...(domain ? { domain } : {}) };
  }
  if (storage === Storage.FTP || storage === Storage.SFTP) {
    const host = required('host');
    if (!HOST.test(host)) throw badField('config.host', '应为主机名或 IP 地址');
    const basePath = required('basePath');
    if (!REMOTE_DIR.test(basePath) || basePath.split('/').some((segment) => segment === '.' || segment === '..')) {
      throw badField('config.basePath', '应为绝对路径（以 / 开头，不含 . 或 .. 段）');
    }
    // The password is not trimmed: spaces may be part of it.
    if (!config.password) throw badField('config.password', '不能为空');
    const remote = { host, port: config.port ?? DEFAULT_PORT[storage]!, username: required('username'), password: config.password, basePath, ...(domain ? { domain } : {}) };
    if (storage === Storage.SFTP) return remote;
    // basic-ftp speaks passive mode only; an active-mode config would fail on every transfer, so it is refused here.
    if (config.mode === FtpMode.ACTIVE) throw badField('config.mode', '暂不支持主动模式，请选择被动模式（Passive）');
    return { ...remote, mode: FtpMode.PASSIVE };
  }
  if (storage === Storage.S3) {
    const endpoint = required('endpoint');
    if (!isUrl(endpoint)) throw badField('config.endpoint', '应为 http(s) 地址');
    const bucket = required('bucket');
    if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw badField('config.bucket', '应为 3–63 位小写字母、数字、点或连字符');
    const region = text('region');
    return { endpoint, bucket, accessKey: required('accessKey'), accessSecret: required('accessSecret'), ...(region ? { region } : {}), ...(domain ? { domain } : {}) };
  }
  throw new ServiceError(FileErrors.FILE_CONFIG_STORAGE_UNSUPPORTED);
}

/** A config as shown: its secrets masked. */
export function shownConfig<T extends { config: Record<string, unknown> }>(row: T): T {
  const masked = SECRET_KEYS.filter((key) => row.config[key]);
  return masked.length ? { ...row, config: { ...row.config, ...Object.fromEntries(masked.map((key) => [key, SECRET_MASK])) } } : row;
}

/** The secrets a config holds, each sealed at rest under its own purpose. */
const SEALED_KEYS = { password: FILE_CONFIG_PASSWORD_PURPOSE, accessSecret: FILE_CONFIG_ACCESS_SECRET_PURPOSE } as const;

/**
 * The config as stored: an FTP or SFTP password and an S3 accessSecret sealed; a secret equal to its `kept` value
 * (the stored one, sent back as the mask) stays as it is.
 */
async function storedConfig(db: Db, config: Config, kept: Partial<Record<keyof typeof SEALED_KEYS, string>> = {}): Promise<string> {
  const stored: Record<string, unknown> = { ...config };
  for (const [key, purpose] of Object.entries(SEALED_KEYS) as [keyof typeof SEALED_KEYS, string][]) {
    const value = stored[key];
    if (typeof value !== 'string' || !value || value === kept[key]) continue;
    stored[key] = (await secretBox(db, purpose)).seal(value);
  }
  return JSON.stringify(stored);
}

export function fileConfigQuery(db: Db, filter: Static<typeof FileConfigFilter>) {
  let q = db.selectFrom('infra_file_config');
  if (filter.name) q = q.where('name', 'like', `%${escapeLike(filter.name)}%`);
  if (filter.storage !== undefined) q = q.where('storage', '=', filter.storage);
  const range = parseDateRange(filter.createTime, 'createTime');
  if (range) q = q.where('createTime', '>=', at(range[0])).where('createTime', '<=', at(range[1]));
  return q;
}

export async function pageFileConfigs(db: Db, query: Static<typeof FileConfigFilter> & PageParams) {
  const page = await paginate(fileConfigQuery(db, query), (q) => q.select(COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
  return { ...page, list: page.list.map(shownConfig) };
}

export async function getFileConfig(db: Db, id: number) {
  const row = await db.selectFrom('infra_file_config').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new ServiceError(FileErrors.FILE_CONFIG_NOT_EXISTS);
  return row;
}
export type FileConfigRecord = Awaited<ReturnType<typeof getFileConfig>>;

export async function createFileConfig(db: Db, actor: Actor, input: Static<typeof FileConfigCreate>): Promise<number> {
  const config = checkedConfig(input.storage, input.config);
  const row = await db
    .insertInto('infra_file_config')
    .values({
      name: input.name.trim(),
      storage: input.storage,
      config: await storedConfig(db, config),
      remark: input.remark ?? null,
      master: false,
      creator: String(actor.id),
      updater: String(actor.id),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function updateFileConfig(db: Db, actor: Actor, input: Static<typeof FileConfigUpdate>) {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('infra_file_config').select(COLUMNS).where('id', '=', input.id).forUpdate().executeTakeFirst();
    if (!before) throw new ServiceError(FileErrors.FILE_CONFIG_NOT_EXISTS);
    const posted = { ...input.config };
    // The mask (or nothing) keeps a stored secret: sealed, it stands in for the check and is stored as it is.
    const keptSecret = !posted.accessSecret || posted.accessSecret === SECRET_MASK ? (before.config.accessSecret as string | undefined) : undefined;
    posted.accessSecret = keptSecret ?? posted.accessSecret;
    const kept = !posted.password || posted.password === SECRET_MASK ? (before.config.password as string | undefined) : undefined;
    posted.password = kept ?? posted.password;
    const config = checkedConfig(before.storage, posted);
    const after = await trx
      .updateTable('infra_file_config')
      .set({ name: input.name.trim(), config: await storedConfig(trx, config, { password: kept, accessSecret: keptSecret }), remark: input.remark ?? null, updater: String(actor.id), updateTime: new Date() })
      .where('id', '=', input.id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return { before: shownConfig(before), after: shownConfig(after) };
  });
}

/** Makes one config the master; the partial unique index keeps it the only one, whatever races. */
export function setMaster(db: Db, actor: Actor, id: number) {
  return db.transaction().execute(async (trx) => {
    // Two requests naming different masters at once would otherwise meet at the unique index with a 500.
    await sql`select pg_advisory_xact_lock(hashtext('infra_file_config_master'))`.execute(trx);
    const target = await trx.selectFrom('infra_file_config').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!target) throw new ServiceError(FileErrors.FILE_CONFIG_NOT_EXISTS);
    await trx.updateTable('infra_file_config').set({ master: false, updater: String(actor.id), updateTime: new Date() }).where('master', '=', true).where('id', '!=', id).execute();
    await trx.updateTable('infra_file_config').set({ master: true, updater: String(actor.id), updateTime: new Date() }).where('id', '=', id).execute();
  });
}

export function deleteFileConfig(db: Db, id: number) {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('infra_file_config').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new ServiceError(FileErrors.FILE_CONFIG_NOT_EXISTS);
    if (row.master) throw new ServiceError(FileErrors.FILE_CONFIG_DELETE_FAIL_MASTER);
    // Its files' URLs name it: they would all break.
    if (await trx.selectFrom('infra_file').select('id').where('configId', '=', id).limit(1).executeTakeFirst()) {
      throw new ServiceError(FileErrors.FILE_CONFIG_DELETE_FAIL_FILES);
    }
    await trx.deleteFrom('infra_file_config').where('id', '=', id).execute();
    return shownConfig(row);
  });
}

/** A 1×1 PNG: what 测试 writes and reads back. */
const TEST_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=', 'base64');

/**
 * 测试: writes a small image straight through the config's storage (as the reference uploads through its file
 * client), reads it back and removes it, writing no file record — so a config that was only tested can be deleted.
 * Answers the URL the file had, as the reference does. A storage that refuses the removal (a bucket without delete
 * rights) still passes, and keeps its test object.
 */
export async function testFileConfig(db: Db, id: number, log: FastifyBaseLogger): Promise<string> {
  const storage = storageOf(db, await getFileConfig(db, id));
  const path = `test/${randomUUID().replaceAll('-', '')}.png`;
  let written = false;
  try {
    written = await storage.put(path, TEST_PNG, 'image/png');
    if (!written) throw new Error('测试文件的路径已被占用');
    const back = await storage.get(path);
    if (!back?.equals(TEST_PNG)) throw new Error('读回的内容与写入的不同');
  } catch (err) {
    const reason = err instanceof StorageError ? err.reason : err instanceof Error ? err.message : String(err);
    throw new ServiceError(FileErrors.FILE_CONFIG_TEST_FAIL, reason);
  } finally {
    const refused = (err: unknown) => log.warn({ err, configId: id }, 'file config test: the storage refused to remove the test file');
    if (written) await storage.delete(path).catch(refused);
  }
  return fileUrl(id, path);
}
