import { PassThrough, type Readable, Writable } from 'node:stream';
import { StorageError } from './storage-error';

/** The settings of an FTP or SFTP config (the original's FtpFileClientConfig / SftpFileClientConfig). */
export interface RemoteConfig {
  host: string;
  port: number;
  username: string;
  /** Sealed at rest (platform/secret-box.ts); opened only to connect. */
  password: string;
  /** The directory files go under, on the remote server. */
  basePath: string;
  domain?: string;
  /** FTP only: 'Passive' (the only mode basic-ftp speaks; 'Active' is refused when a config is saved). */
  mode?: 'Active' | 'Passive';
}

/**
 * Bounds of every remote operation: connecting (a server that accepts and then says nothing included) and any wait
 * for an answer or for a transfer's next bytes give up after `socketMs`; no operation lasts past `operationMs`.
 * Tests shorten them.
 */
export const remoteTimeouts = { socketMs: 10_000, operationMs: 60_000 };

/** A file read back whole (测试, lawyer attachments judged by their bytes) is held in memory: never more than this. */
export const wholeReadLimit = { bytes: 64 * 1024 * 1024 };

/** `basePath/path` on the remote side; the path is already in its normal form (checkedFilePath). */
export const remotePath = (basePath: string, path: string) => `${basePath.replace(/\/+$/, '')}/${path}`;

/** The folder part of a remote path ('' for none). */
export const remoteDir = (fullPath: string) => fullPath.slice(0, fullPath.lastIndexOf('/'));

const seconds = (ms: number) => `${Math.max(1, Math.round(ms / 1000))} 秒`;

/** A library's error in words an administrator acts on (the 测试 button shows it), the library's own text kept after. */
export function remoteError(label: string, err: unknown): StorageError {
  if (err instanceof StorageError) return err;
  const { code, message = String(err) } = err as { code?: unknown; message?: string };
  const reason =
    code === 'ECONNREFUSED'
      ? '连接被拒绝，请检查主机、端口以及服务器是否已启动'
      : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
        ? '找不到该主机'
        : code === 530 || /authentication methods failed/i.test(message)
          ? '用户名或密码不正确'
          : /timeout|timed out/i.test(message)
            ? `服务器在 ${seconds(remoteTimeouts.socketMs)}内没有响应`
            : undefined;
  return new StorageError(reason ? `${label} ${reason}（${message}）` : `${label} ${message}`, { cause: err });
}

/**
 * Runs `work` on a fresh connection and always closes it; past `operationMs` the connection is closed (which fails
 * whatever it was doing) and the operation rejects with a clear reason.
 */
export async function withDeadline<T>(label: string, work: () => Promise<T>, close: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new StorageError(`${label} 操作超过 ${seconds(remoteTimeouts.operationMs)}，已断开`));
      close();
    }, remoteTimeouts.operationMs);
  });
  try {
    return await Promise.race([work(), deadline]);
  } catch (err) {
    throw remoteError(label, err);
  } finally {
    clearTimeout(timer);
    close();
  }
}

/** A sink that keeps what is written, refusing more than wholeReadLimit. */
export function bufferSink() {
  const chunks: Buffer[] = [];
  let size = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > wholeReadLimit.bytes) return callback(new StorageError(`文件超过 ${Math.round(wholeReadLimit.bytes / 1024 / 1024)} MB，不能整体读取`));
      chunks.push(chunk);
      callback();
    },
  });
  return { sink, content: () => Buffer.concat(chunks, size) };
}

/**
 * A read that streams to whoever consumes it: `transfer` writes the file into the stream, and the connection is
 * closed when the transfer ends, fails, passes `operationMs`, or the consumer goes away (a client that disconnects).
 */
export function streamedRead(label: string, transfer: (sink: Writable) => Promise<unknown>, close: () => void): Readable {
  const out = new PassThrough();
  const timer = setTimeout(() => out.destroy(new StorageError(`${label} 操作超过 ${seconds(remoteTimeouts.operationMs)}，已断开`)), remoteTimeouts.operationMs);
  const done = () => {
    clearTimeout(timer);
    close();
  };
  out.once('close', done);
  transfer(out)
    .catch((err: unknown) => out.destroy(remoteError(label, err)))
    .finally(done);
  return out;
}
