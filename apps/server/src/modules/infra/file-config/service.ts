import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PageParams } from '@console/contracts/envelope';
import { sql } from 'kysely';
import type { Static } from 'typebox';
import { FileErrors } from '@console/contracts/error-codes';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { badField, ServiceError } from '../../../platform/errors';
import { postedSecret, SECRET_MASK } from '../../../platform/secret-mask';
import { fileUrl } from '../../../platform/file-store';
import { Storage, storageOf } from '../../../platform/file-storage';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';
import type { FileConfigCreate, FileConfigFilter, FileConfigUpdate, StorageConfig } from '@console/contracts/infra/file-config';

type Actor = { id: number };
type Config = Static<typeof StorageConfig>;

const COLUMNS = ['id', 'name', 'storage', 'master', 'config', 'remark', 'createTime'] as const;

const isUrl = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** The settings a storage needs, checked and trimmed; only its own fields are kept. */
export function checkedConfig(storage: number, config: Config): Config {
  const text = (key: keyof Config) => config[key]?.trim() || undefined;
  const required = (key: keyof Config) => {
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

/** A config as shown: its secret masked. */
export function shownConfig<T extends { config: Record<string, unknown> }>(row: T): T {
  return row.config.accessSecret ? { ...row, config: { ...row.config, accessSecret: SECRET_MASK } } : row;
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
      config: JSON.stringify(config),
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
    posted.accessSecret = postedSecret(posted.accessSecret, before.config.accessSecret as string | undefined);
    const config = checkedConfig(before.storage, posted);
    const after = await trx
      .updateTable('infra_file_config')
      .set({ name: input.name.trim(), config: JSON.stringify(config), remark: input.remark ?? null, updater: String(actor.id), updateTime: new Date() })
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
    throw new ServiceError(FileErrors.FILE_CONFIG_TEST_FAIL, err instanceof Error ? err.message : String(err));
  } finally {
    const refused = (err: unknown) => log.warn({ err, configId: id }, 'file config test: the storage refused to remove the test file');
    if (written) await storage.delete(path).catch(refused);
  }
  return fileUrl(id, path);
}
