import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import { FileErrors } from '@console/contracts/error-codes';
import type { Db } from '../db/database';
import { badField, ServiceError } from './errors';
import { masterStorage, storageFor, type FileStorage } from './file-storage';

const FILE_ROUTE = '/admin-api/infra/file/';
/** The URL of a stored file, through this server whatever the storage (reference §3.3 "Read"). */
export const fileUrl = (configId: number, path: string) => `${FILE_ROUTE}${configId}/get/${path.split('/').map(encodeURIComponent).join('/')}`;

/** The config id and path a file URL of ours names; undefined for any other URL. */
export function parseFileUrl(url: string): { configId: number; path: string } | undefined {
  const m = /^\/admin-api\/infra\/file\/(\d{1,10})\/get\/(.+)$/.exec(unsignedFileUrl(url));
  if (!m) return undefined;
  try {
    return { configId: Number(m[1]), path: decodeURIComponent(m[2]!) };
  } catch {
    return undefined;
  }
}

// ---- private files ----

/** Folders whose files are read only through signed URLs: applicants' ID card and licence scans. */
export const PRIVATE_DIRS: readonly string[] = ['lawyer'];
/**
 * Whether a path (in its normal form: checkedFilePath) lies in a private folder. Any case counts: a local disk that
 * ignores case finds `LAWYER/x.png` where `lawyer/x.png` is.
 */
export const isPrivatePath = (path: string) => PRIVATE_DIRS.includes(path.split('/', 1)[0]!.toLowerCase());

/** A signed URL is good for 15 to 20 minutes: its expiry is rounded up to 5 minutes, so a page reloaded meanwhile
 * gets the same URL and the browser's cached copy. */
const SIGNED_URL_TTL_SECONDS = 15 * 60;
const SIGNED_URL_ROUNDING_SECONDS = 5 * 60;

/**
 * Signs and checks the URLs of private files (HMAC-SHA256 over the URL's path and its expiry, with a key every
 * process shares: platform/secrets.ts). A signed URL is handed only to who may read the record citing the file,
 * through that record's tenant-scoped, permission-guarded route; an <img> can load it without a bearer token.
 */
export class FileUrlSigner {
  constructor(private readonly key: Buffer) {}

  private mac(pathname: string, expires: number): Buffer {
    return createHmac('sha256', this.key).update(`${pathname}\n${expires}`).digest();
  }

  /** The URL with `expires` and `signature` added; a URL that is not a private file's comes back as it was. */
  sign(url: string, nowMs = Date.now()): string {
    const pathname = unsignedFileUrl(url);
    const file = parseFileUrl(pathname);
    if (!file || !isPrivatePath(file.path)) return url;
    const expires = Math.ceil((nowMs / 1000 + SIGNED_URL_TTL_SECONDS) / SIGNED_URL_ROUNDING_SECONDS) * SIGNED_URL_ROUNDING_SECONDS;
    return `${pathname}?expires=${expires}&signature=${this.mac(pathname, expires).toString('hex')}`;
  }

  /** Whether a request for `pathname` (as sent, still percent-encoded) carries a valid, unexpired signature. */
  verify(pathname: string, expires: number | undefined, signature: string | undefined, nowMs = Date.now()): boolean {
    if (expires === undefined || !signature || !/^[0-9a-f]{64}$/.test(signature) || expires * 1000 <= nowMs) return false;
    return timingSafeEqual(this.mac(pathname, expires), Buffer.from(signature, 'hex'));
  }
}

/** The stored form of a file URL: without a signature's query. */
export const unsignedFileUrl = (url: string) => url.split('?')[0]!;

// ---- content types ----

/** Image types recognised by their first bytes, never by the name a client sent. */
export function sniffImageType(content: Buffer): { mime: string; ext: string } | undefined {
  const starts = (bytes: number[], offset = 0) => bytes.every((b, i) => content[offset + i] === b);
  if (content.length >= 8 && starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
  if (content.length >= 3 && starts([0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (content.length >= 6 && (content.subarray(0, 6).toString('latin1') === 'GIF87a' || content.subarray(0, 6).toString('latin1') === 'GIF89a')) {
    return { mime: 'image/gif', ext: 'gif' };
  }
  if (content.length >= 12 && content.subarray(0, 4).toString('latin1') === 'RIFF' && content.subarray(8, 12).toString('latin1') === 'WEBP') {
    return { mime: 'image/webp', ext: 'webp' };
  }
  return undefined;
}

/** Types served inline; anything else (HTML, SVG, scripts…) is served as a download so it never runs on our origin. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf', 'text/plain']);
export const servedInline = (type: string | null | undefined) => !!type && INLINE_TYPES.has(type);

// ---- paths ----

/**
 * One segment of a path: letters, digits, `_`, `-`, `.` and CJK characters, neither starting nor ending with a dot —
 * so no `.` or `..`, no hidden names, and no `lawyer.`, which Windows reads as `lawyer`.
 */
const SEGMENT = /^[\w\-\u4e00-\u9fa5](?:[\w\-.\u4e00-\u9fa5]*[\w\-\u4e00-\u9fa5])?$/;
const MAX_PATH_LENGTH = 200;
const badPath = () =>
  badField('path', `文件路径不正确：应为以单个 / 分隔的名称（字母、数字、_、-、. 或汉字，不以 . 开头或结尾），最长 ${MAX_PATH_LENGTH} 个字符`);

/**
 * The one rule for a file's path, for every read and write and on every storage: segments as above joined by single
 * slashes (no leading, trailing or doubled one, no backslash). A path that passes is its own normal form, so what a
 * disk or a bucket makes of it is what was checked, privacy included; anything else is the client's error (400).
 */
export function checkedFilePath(path: string): string {
  if (path.length > MAX_PATH_LENGTH || !path.split('/').every((segment) => SEGMENT.test(segment))) throw badPath();
  return path;
}

/** A path a client chose for an upload: the rule of every path, and none of the private folders, which belong to
 * their modules (lawyer scans): a file placed there by name could pose as one. */
export function chosenFilePath(path: string): string {
  if (isPrivatePath(checkedFilePath(path))) throw badField('path', '不能使用受保护的目录');
  return path;
}

// `%2F` and `%5C`: a separator the router decodes into the path, where it would no longer show as encoded.
const ENCODED_SEPARATOR = /%2f|%5c/i;

/** The path a file URL asks for (`decoded`: as the router decoded it from `url`), in its normal form or refused. */
export function requestedFilePath(url: string, decoded: string): string {
  if (ENCODED_SEPARATOR.test(unsignedFileUrl(url))) throw badPath();
  return checkedFilePath(decoded);
}

/** The extension a file name ends with (lower case, 1–10 letters or digits), or empty. */
export function extensionOf(name: string): string {
  const m = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  return m?.[1] ? m[1].toLowerCase() : '';
}

/** Content-addressed default path: the same bytes get the same path, so a long cache is always right. */
export function defaultPath(content: Buffer, name: string, ext?: string): string {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 32);
  const e = ext ?? extensionOf(name);
  return e ? `${hash}.${e}` : hash;
}

export interface SavedFile {
  id: number;
  configId: number;
  path: string;
  url: string;
}

/**
 * Stores a file: its bytes through the master storage and its record in infra_file (in the caller's transaction;
 * bytes in a disk or bucket stay if the record's transaction fails, and are swept as unused). Every path obeys
 * checkedFilePath; an explicit path that is taken is refused (1001003000); the content-addressed default path is
 * shared by identical uploads.
 */
export async function saveFile(
  db: Db,
  input: {
    name: string;
    content: Buffer;
    type: string | null;
    /** An explicit path (refused when taken); else content-addressed under `dir`. */
    path?: string;
    dir?: string;
    /** The extension of the default path, when known from the bytes. */
    ext?: string;
    actorId: number;
    /** Where to store it; the master config's storage (文件配置) when not given. */
    storage?: FileStorage;
  },
): Promise<SavedFile> {
  if (input.content.length === 0) throw new ServiceError(FileErrors.FILE_IS_EMPTY);
  const storage = input.storage ?? (await masterStorage(db));
  const explicit = input.path !== undefined && input.path !== '';
  const generated = defaultPath(input.content, input.name, input.ext);
  const path = checkedFilePath(explicit ? input.path! : input.dir ? `${input.dir}/${generated}` : generated);
  const stored = await storage.put(path, input.content, input.type);
  if (!stored && explicit) throw new ServiceError(FileErrors.FILE_PATH_EXISTS);
  const url = fileUrl(storage.configId, path);
  const row = await db
    .insertInto('infra_file')
    .values({
      configId: storage.configId,
      name: input.name.slice(0, 256),
      path,
      url,
      type: input.type?.slice(0, 128) ?? null,
      size: input.content.length,
      creator: String(input.actorId),
      updater: String(input.actorId),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, configId: storage.configId, path, url };
}

/** Enough of a file's first bytes to tell an image (sniffImageType). */
const SNIFF_BYTES = 12;

/**
 * The first bytes of a stream, and a stream of all of it (those bytes again, then the rest as it comes). A failure
 * before the first bytes rejects here, while an envelope can still say so; the rest is read only as it is consumed,
 * and a consumer that stops early ends the source.
 */
async function peeked(source: Readable): Promise<{ head: Buffer; stream: Readable }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let size = 0;
  let ended = false;
  while (size < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    size += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* all() {
    try {
      yield head;
      while (!ended) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    } finally {
      await iterator.return?.();
    }
  }
  return { head, stream: Readable.from(all(), { objectMode: false }) };
}

/** The bytes (as a stream where the storage streams) and content type of a stored file, for the public read route. */
export async function readFile(db: Db, configId: number, path: string): Promise<{ content: Buffer | Readable; type: string | null } | undefined> {
  const storage = await storageFor(db, configId);
  if (!storage) return undefined;
  let content: Buffer | Readable | undefined;
  let head: Buffer | undefined;
  if (storage.open) {
    const source = await storage.open(path);
    if (source) ({ head, stream: content } = await peeked(source));
  } else {
    content = head = await storage.get(path);
  }
  if (!content || !head) return undefined;
  const record = await db
    .selectFrom('infra_file')
    .select('type')
    .where('configId', '=', configId)
    .where('path', '=', path)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  // Images are recognised by their bytes whatever the record says.
  const type = sniffImageType(head)?.mime ?? record?.type ?? null;
  return { content, type };
}

